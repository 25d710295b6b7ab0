import { z } from 'zod';

// The company's verifiable facts as settings the owner fills in (docs/configuration.md): trade
// licence and its issuing authority, office address with a map link, year founded, certifications
// with their numbers. Each is shown (footer, about page) only when set: never a placeholder.

const text = z.string().trim().min(2).max(200);

export const companyFactsShape = {
  COMPANY_LICENCE_NUMBER: text.optional(),
  COMPANY_LICENCE_AUTHORITY: text.optional(),
  COMPANY_LICENCE_AUTHORITY_AR: text.optional(),
  COMPANY_OFFICE_ADDRESS: text.optional(),
  COMPANY_OFFICE_ADDRESS_AR: text.optional(),
  COMPANY_MAP_URL: z
    .url()
    .refine((u) => u.startsWith('https://'), 'must be an https:// link')
    .optional(),
  COMPANY_FOUNDED_YEAR: z
    .string()
    .regex(/^(19|20)\d{2}$/, 'must be a year, e.g. 2008')
    .optional(),
  /** "ISO 9001:2015=QMS-123456;DM Approved Contractor=A-7781": name=number pairs, ';' between. */
  COMPANY_CERTIFICATIONS: z
    .string()
    .regex(
      /^[^=;]+=[^=;]+(;[^=;]+=[^=;]+)*;?$/,
      'must be name=number pairs separated by ";", e.g. ISO 9001:2015=QMS-123456',
    )
    .optional(),
};

type FactsEnv = { [K in keyof typeof companyFactsShape]?: string };
type Bilingual = { en: string; ar: string };

export interface CompanyFacts {
  licence: { number: string; authority: Bilingual | null } | null;
  office: { address: Bilingual; mapUrl: string | null } | null;
  foundedYear: number | null;
  certifications: { name: string; number: string }[];
}

/** The facts set in the environment; a fact not set is null (or an empty list), never a default. */
export function companyFactsFrom(env: FactsEnv): CompanyFacts {
  const both = (en?: string, ar?: string): Bilingual | null =>
    en || ar ? { en: en ?? ar!, ar: ar ?? en! } : null;
  const address = both(env.COMPANY_OFFICE_ADDRESS, env.COMPANY_OFFICE_ADDRESS_AR);
  return {
    licence: env.COMPANY_LICENCE_NUMBER
      ? {
          number: env.COMPANY_LICENCE_NUMBER,
          authority: both(env.COMPANY_LICENCE_AUTHORITY, env.COMPANY_LICENCE_AUTHORITY_AR),
        }
      : null,
    office: address ? { address, mapUrl: env.COMPANY_MAP_URL ?? null } : null,
    foundedYear: env.COMPANY_FOUNDED_YEAR ? Number(env.COMPANY_FOUNDED_YEAR) : null,
    certifications: (env.COMPANY_CERTIFICATIONS ?? '')
      .split(';')
      .map((pair) => pair.split('=').map((s) => s.trim()))
      .filter((p): p is [string, string] => Boolean(p[0] && p[1]))
      .map(([name, number]) => ({ name, number })),
  };
}
