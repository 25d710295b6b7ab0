'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import type { AmcFormState } from './form-types';
import { fieldErrorText as bookingFieldErrorText } from '@/lib/booking/view';
import { getDb } from '@/lib/db/client';
import { isMessageKey } from '@/lib/i18n/message-key';
import { localeFrom } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { clientAddress } from '@/lib/requests/client-address';
import { emailsOwed } from '@/lib/requests/mail-config';
import { refusedState } from '@/lib/requests/action-state';
import { sendMailLater } from '@/lib/requests/mail';
import { readPost } from '@/lib/requests/post';
import { getPrices } from '@/lib/pricing/store';
import { MAX_UNITS, MIN_UNITS } from '@/lib/pricing/estimate';
import { submitAmcRequest, type AmcSubmitResult } from './submit';

/**
 * The AMC sign-up's action: a plain form post without JavaScript and the enhanced form alike. Never
 * throws (except Next's redirect on success); anyone can call it, so it checks its own arguments.
 */
export async function amcSignUpAction(
  _previous: AmcFormState,
  formData: FormData,
): Promise<AmcFormState> {
  const post = readPost(formData);
  if (!post) return refusedWith('en', {}, {});
  const { values } = post;
  const locale = localeFrom(values.locale);
  const linkFor = (token: string) => localizedPath(locale, `/amc-plans/${token}`);
  const result = await submitAmcRequest(
    { ...values, marketingConsent: values.marketingConsent === 'on' },
    {
      db: async () => (await getDb()).db,
      prices: getPrices,
      locale,
      clientKey: clientAddress(await headers()),
      emails: emailsOwed(),
      linkFor,
    },
  );
  if (result.ok) {
    sendMailLater('amc');
    // A filled honeypot is "sent" with no token: the bot is sent back to an empty form.
    redirect(result.token ? `${linkFor(result.token)}?new=1` : localizedPath(locale, '/amc-plans'));
  }
  return refusedWith(locale, values, result);
}

/** A field's error in the page's language: the AMC form's own fields first, then the shared ones. */
async function errorText(locale: Locale, field: string, code: string) {
  const messages = await getMessages({ locale });
  const key = `${field}.${code}`;
  if (isMessageKey(messages.amcPlans.errors, key)) {
    const t = await getTranslations({ locale, namespace: 'amcPlans.errors' });
    // The units' limits are the schema's (lib/amc/schema.ts), as digits in both languages.
    return t(key, { min: String(MIN_UNITS), max: String(MAX_UNITS) });
  }
  return bookingFieldErrorText(locale, field, code);
}

async function refusedWith(
  locale: Locale,
  values: Record<string, string>,
  result: Exclude<AmcSubmitResult, { ok: true }> | Record<string, never>,
): Promise<AmcFormState> {
  const fieldErrors: Record<string, string> = {};
  for (const [field, code] of Object.entries(result.fieldErrors ?? {}))
    fieldErrors[field] = await errorText(locale, field, code);
  const tForms = await getTranslations({ locale, namespace: 'forms.result' });
  const formError = result.formError
    ? tForms(result.formError === 'failed' ? 'errorText' : result.formError)
    : Object.keys(fieldErrors).length
      ? undefined
      : tForms('invalidRequest');
  return refusedState(values, { fieldErrors, formError });
}
