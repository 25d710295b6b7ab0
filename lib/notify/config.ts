import type { Locale } from '@/lib/i18n/locales';
import type { Purpose } from './purposes';

// WhatsApp's settings, read from the environment when asked (not frozen at import), so a test and the
// e2e server may set them. Every one unset: WhatsApp is off, nothing is queued for it, nothing calls
// Meta, the forms do not offer it, and e-mail goes on as before.

export interface WhatsappSettings {
  /** https://graph.facebook.com, or the stand-in's address in tests. */
  apiBase: string;
  /** Graph API version in the path, e.g. v23.0. */
  version: string;
  phoneNumberId: string;
  accessToken: string;
  /** Signs the webhooks Meta posts (X-Hub-Signature-256). */
  appSecret: string;
  /** What we told Meta to send on the webhook's GET verification. */
  verifyToken: string;
  /** The approved template's name for each message. */
  template: (purpose: Purpose) => string;
  /** A template's language code for the customer's language. */
  language: (locale: Locale) => string;
  /** How long one send may take before it counts as a timeout (and is retried). */
  timeoutMs: number;
}

type Env = Record<string, string | undefined>;

/** The settings when the four required values are set; null: WhatsApp is off. */
export function whatsappSettings(env: Env = process.env): WhatsappSettings | null {
  const phoneNumberId = env.WHATSAPP_PHONE_NUMBER_ID;
  const accessToken = env.WHATSAPP_ACCESS_TOKEN;
  const appSecret = env.WHATSAPP_APP_SECRET;
  const verifyToken = env.WHATSAPP_VERIFY_TOKEN;
  if (!phoneNumberId || !accessToken || !appSecret || !verifyToken) return null;
  const prefix = env.WHATSAPP_TEMPLATE_PREFIX ?? '';
  return {
    apiBase: (env.WHATSAPP_API_BASE || 'https://graph.facebook.com').replace(/\/+$/, ''),
    version: env.WHATSAPP_API_VERSION || 'v23.0',
    phoneNumberId,
    accessToken,
    appSecret,
    verifyToken,
    // booking_received, booking_reminder …; one name may be overridden: WHATSAPP_TEMPLATE_REMINDER=x.
    template: (purpose) =>
      env[`WHATSAPP_TEMPLATE_${purpose.toUpperCase()}`] || `${prefix}booking_${purpose}`,
    language: (locale) => (locale === 'ar' ? 'ar' : 'en'),
    timeoutMs: Number(env.WHATSAPP_TIMEOUT_MS) || 10_000,
  };
}

/**
 * Whether each step of a booking is e-mailed to its customer: while e-mail is configured and visitors
 * get e-mails at all (SMTP_URL, LEAD_NOTIFY_TO, LEAD_CONFIRM_VISITOR=1; lib/requests/mail-config.ts).
 * Read when asked, like WhatsApp's settings, so a test may switch it.
 */
export const stepEmailsOn = (env: Env = process.env) =>
  Boolean(env.SMTP_URL && env.LEAD_NOTIFY_TO && env.LEAD_CONFIRM_VISITOR === '1');
