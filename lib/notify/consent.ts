import type { Locale } from '@/lib/i18n/locales';
import { serverText } from '@/lib/i18n/server-text';
import { whatsappSettings } from './config';

// Consent to WhatsApp updates (UAE PDPL; WhatsApp's opt-in policy): asked with an explicit yes or no
// while WhatsApp is on, and stored with the words the visitor answered and when. No "yes", no message.

/** The lead's consent columns for an answer: the text agreed to and the time, or nothing. */
export function whatsappConsent(answer: 'yes' | 'no' | undefined, locale: Locale, now: Date) {
  if (answer !== 'yes' || !whatsappSettings()) return {};
  const t = serverText(locale);
  return {
    whatsappConsentAt: now,
    whatsappConsentText: `${t('notify.consent.question')} ${t('notify.consent.yes')}`,
  };
}

/** The forms' WhatsApp question and its two answers, or undefined while WhatsApp is off (not asked). */
export function whatsappQuestion(locale: Locale) {
  if (!whatsappSettings()) return undefined;
  const t = serverText(locale);
  return {
    question: t('notify.consent.question'),
    yes: t('notify.consent.yes'),
    no: t('notify.consent.no'),
  };
}
