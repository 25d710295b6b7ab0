import { isIP } from 'node:net';
import { z } from 'zod';
import { testClockSetting } from '../clock';
import { companyFactsShape } from '../company/facts-schema';

// Every setting the site reads from the environment, with the defaults that let it run with no
// configuration at all. Documented in docs/configuration.md; keep both in step.
const phone = z
  .string()
  .regex(/^\+[1-9]\d{7,14}$/, 'must be an international number in E.164 form, e.g. +97145550100');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_URL: z
    .url()
    .default('http://localhost:3000')
    .transform((u) => u.replace(/\/+$/, '')),
  BUSINESS_NAME: z.string().min(2).default('Qimma Technical Services'),
  BUSINESS_NAME_AR: z.string().min(2).default('قمة للخدمات الفنية'),
  /** Used after page titles, which search engines cut at about 60 characters. */
  BUSINESS_SHORT_NAME: z.string().min(2).max(18).default('Qimma Technical'),
  BUSINESS_SHORT_NAME_AR: z.string().min(2).max(18).default('قمة للخدمات الفنية'),
  BUSINESS_PHONE: phone.default('+97145550100'),
  BUSINESS_WHATSAPP: phone.default('+971505550100'),
  BUSINESS_EMAIL: z.email().default('info@qimma-services.ae'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  PGLITE_DIR: z.string().min(1).default('.data/pglite'),
  /** Supabase Auth, read at run time (not baked into the build), so one build serves any project. */
  SUPABASE_URL: z
    .url()
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  SUPABASE_ANON_KEY: z.string().min(10).optional(),
  /** Only for `npm run admin:grant`; never sent to a browser. */
  SUPABASE_SERVICE_ROLE_KEY: z.string().min(10).optional(),
  /** e.g. smtp://user:pass@mail.example.ae:587; unset: leads are stored but no e-mail is sent. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  LEAD_NOTIFY_TO: z.email().optional(),
  MAIL_FROM: z.string().min(3).optional(),
  LEAD_CONFIRM_VISITOR: z.enum(['0', '1']).default('0'),
  /**
   * Proxies whose forwarding headers name the client (the same list nginx's realip trusts):
   * comma-separated IPv4/IPv6 addresses or CIDRs. Empty: the TCP peer is the client.
   */
  TRUSTED_PROXIES: z
    .string()
    .refine(
      (list) => list.split(',').every((entry) => isAddressOrCidr(entry.trim())),
      'must be comma-separated IP addresses or CIDRs, e.g. 10.0.0.0/8,::1',
    )
    .optional(),
  /** The supplier on a UAE tax invoice: legal name, address, TRN (15 digits; unset: invoices still issue, without it). */
  BUSINESS_LEGAL_NAME: z.string().min(2).default('Qimma Technical Services L.L.C.'),
  BUSINESS_LEGAL_NAME_AR: z.string().min(2).default('قمة للخدمات الفنية ذ.م.م.'),
  BUSINESS_ADDRESS: z
    .string()
    .min(5)
    .default('Office 1204, Al Quoz Business Centre, Al Quoz 3, Dubai, UAE'),
  BUSINESS_ADDRESS_AR: z
    .string()
    .min(5)
    .default('مكتب 1204، مركز القوز للأعمال، القوز 3، دبي، الإمارات العربية المتحدة'),
  BUSINESS_TRN: z
    .string()
    .regex(/^\d{15}$/, 'must be the 15-digit tax registration number (TRN)')
    .optional(),
  /** Stripe (online payment of invoices). Unset: no "Pay now"; invoices are paid on site. */
  STRIPE_SECRET_KEY: z.string().min(8).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(8).optional(),
  /** Tests only: the Stripe stand-in's origin instead of https://api.stripe.com. */
  STRIPE_API_BASE: z
    .url()
    .transform((u) => u.replace(/\/+$/, ''))
    .optional(),
  /**
   * Test-only: the instant the server's clock (lib/clock.ts) reads when it starts, e.g.
   * 2026-12-07T10:30:00+04:00; it runs on in real time from there. Honoured only by a build with test
   * routes (`npm run build:test`); any other build ignores it.
   */
  TEST_CLOCK: testClockSetting.optional(),
  /** Licence, office, year founded, certifications: shown only when set (lib/company/facts-schema.ts). */
  ...companyFactsShape,
});

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export type Env = z.infer<typeof envSchema>;

/** Parses an environment; throws one readable error that lists every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings count as unset, so `FOO=` in a .env file falls back to the default.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
