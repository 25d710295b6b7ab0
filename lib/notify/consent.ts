import type { Locale } from '@/lib/i18n/locales';
import { serverText } from '@/lib/i18n/server-text';
import { whatsappSettings } from './config';

// Consent to WhatsApp updates (UAE PDPL; WhatsApp's opt-in policy): asked with an explicit yes or no
// while WhatsApp is on, and stored with the words the visitor answered and when. No "yes", no message.

/** The question the forms ask, in the visitor's language. */
export const consentQuestion = (locale: Locale) => serverText(locale)('notify.consent.question');

/** The lead's consent columns for an answer: the text agreed to and the time, or nothing. */
export function whatsappConsent(answer: 'yes' | 'no' | undefined, locale: Locale, now: Date) {
  if (answer !== 'yes' || !whatsappSettings()) return {};
  const t = serverText(locale);
  return {
    whatsappConsentAt: now,
    whatsappConsentText: `${t('notify.consent.question')} ${t('notify.consent.yes')}`,
  };
}
