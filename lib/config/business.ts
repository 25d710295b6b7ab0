import { parseEnv } from './schema';

// The one place for the business facts. Validated once, when the server first imports it.
const env = parseEnv(process.env);

export const config = env;

export const business = {
  name: { en: env.BUSINESS_NAME, ar: env.BUSINESS_NAME_AR },
  shortName: { en: env.BUSINESS_SHORT_NAME, ar: env.BUSINESS_SHORT_NAME_AR },
  phone: env.BUSINESS_PHONE,
  whatsapp: env.BUSINESS_WHATSAPP,
  email: env.BUSINESS_EMAIL,
  siteUrl: env.SITE_URL,
  foundedYear: 2008,
  // Claims shown in the shell; their wording lives in messages/*/common.json under "claims".
  claims: ['since', 'years', 'clients', 'emergency', 'municipality', 'iso'] as const,
  // Opening hours: ./hours.ts.
  replyWithinHours: 24,
} as const;

/** The supplier's facts a UAE tax invoice carries (FTA: name, address, TRN); snapshotted on each invoice. */
export const taxSupplier = {
  legalName: { en: env.BUSINESS_LEGAL_NAME, ar: env.BUSINESS_LEGAL_NAME_AR },
  address: { en: env.BUSINESS_ADDRESS, ar: env.BUSINESS_ADDRESS_AR },
  trn: env.BUSINESS_TRN ?? null,
};
export type TaxSupplier = typeof taxSupplier;

/** Stripe settings, or null when online payment is off (no "Pay now"; invoices are paid on site). */
export const stripeConfig =
  env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
    ? {
        secretKey: env.STRIPE_SECRET_KEY,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        apiBase: env.STRIPE_API_BASE ?? 'https://api.stripe.com',
      }
    : null;

/** Supabase Auth settings, or null when the site runs without accounts (the embedded default). */
export const supabaseConfig =
  env.SUPABASE_URL && env.SUPABASE_ANON_KEY
    ? { url: env.SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY }
    : null;
