import type { Locale } from '@/lib/i18n/locales';
import { serverText } from '@/lib/i18n/server-text';
import { whatsappSettings } from './config';

// Consent to WhatsApp updates (UAE PDPL; WhatsApp's opt-in policy): asked with an explicit yes or no
// while WhatsApp is on, and stored with the words the visitor answered and when. No "yes", no message.
// A booking's customer is asked for the visit's automatic updates; a quote or AMC request's, whether
// staff may message them about it (those requests have no automatic messages: lib/notify/enqueue.ts).

/** What the WhatsApp question is about: a booked visit, a quote request (a survey, then a quote), or an
 * AMC request (a survey, then a contract). */
export type ConsentTopic = 'visit' | 'survey' | 'contract';

/** The lead's consent columns for an answer: the text agreed to and the time, or nothing. */
export function whatsappConsent(
  answer: 'yes' | 'no' | undefined,
  locale: Locale,
  now: Date,
  topic: ConsentTopic,
) {
  if (answer !== 'yes' || !whatsappSettings()) return {};
  const t = serverText(locale);
  return {
    whatsappConsentAt: now,
    whatsappConsentText: `${t(`notify.consent.${topic}.question`)} ${t(`notify.consent.${topic}.yes`)}`,
  };
}

/** The forms' WhatsApp question and its two answers, or undefined while WhatsApp is off (not asked). */
export function whatsappQuestion(locale: Locale, topic: ConsentTopic) {
  if (!whatsappSettings()) return undefined;
  const t = serverText(locale);
  return {
    question: t(`notify.consent.${topic}.question`),
    yes: t(`notify.consent.${topic}.yes`),
    no: t(`notify.consent.${topic}.no`),
  };
}
