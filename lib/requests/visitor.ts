import type { Locale } from '@/lib/i18n/routing';
import { normalisePhone } from '@/lib/requests/phone';
import { PRIVACY_NOTICE_VERSION } from './limits';
import { whatsappConsent, type ConsentTopic } from '@/lib/notify/consent';

/** What every request form asks of the visitor (validated by its schema before it gets here). */
export interface VisitorInput {
  fullName: string;
  phone: string;
  email?: string;
  message?: string;
  sourcePath?: string;
  marketingConsent?: boolean;
  /** The visitor's answer to the WhatsApp updates question, when the form asked it. */
  whatsappUpdates?: 'yes' | 'no';
}

/**
 * The lead columns every request stores the same way: who asked, how to reach them, in which language,
 * and the consent they gave to the privacy notice in force (its version and the moment).
 */
export function visitorColumns(
  input: VisitorInput,
  locale: Locale,
  now: Date,
  /** What the WhatsApp question asked about (lib/notify/consent.ts). */
  topic: ConsentTopic,
) {
  return {
    name: input.fullName,
    email: input.email || null,
    phone: normalisePhone(input.phone)!,
    message: input.message || null,
    locale,
    sourcePath: input.sourcePath || null,
    marketingConsent: input.marketingConsent ?? false,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    consentAt: now,
    ...whatsappConsent(input.whatsappUpdates, locale, now, topic),
  };
}
