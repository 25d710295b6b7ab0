'use server';

import * as clock from '@/lib/clock';
import { after } from 'next/server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import type { AmcFormState } from '@/components/amc/types';
import { isFormKey, newFormKey } from '@/lib/booking/tokens';
import { fieldErrorText as bookingFieldErrorText } from '@/lib/booking/view';
import { getDb } from '@/lib/db/client';
import { isMessageKey } from '@/lib/i18n/message-key';
import { localeFrom } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { clientAddress } from '@/lib/leads/client-address';
import { emailsOwed, mailSettings } from '@/lib/leads/mail-config';
import { controlFields } from '@/lib/leads/model';
import { processOutbox } from '@/lib/leads/outbox';
import { errorCode, log } from '@/lib/log';
import { getPrices } from '@/lib/pricing/store';
import { MAX_UNITS, MIN_UNITS } from '@/lib/pricing/estimate';
import { submitAmcRequest, type AmcSubmitResult } from './submit';

const notEchoed = new Set<string>([...controlFields, 'locale']);

/**
 * The AMC sign-up's action: a plain form post without JavaScript and the enhanced form alike. Never
 * throws (except Next's redirect on success); anyone can call it, so it checks its own arguments.
 */
export async function amcSignUpAction(
  _previous: AmcFormState,
  formData: FormData,
): Promise<AmcFormState> {
  if (!(formData instanceof FormData)) return refusedWith('en', {}, {});
  const values: Record<string, string> = {};
  for (const [key, value] of formData.entries()) {
    if (key.startsWith('$ACTION')) continue;
    if (typeof value !== 'string') return refusedWith(localeFrom(values.locale), values, {});
    values[key] = value;
  }
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
    sendMailLater();
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
  return {
    ok: false,
    fieldErrors,
    formError,
    values: Object.fromEntries(Object.entries(values).filter(([k]) => !notEchoed.has(k))),
    formKey: isFormKey(values.idempotencyKey) ? values.idempotencyKey : newFormKey(),
    startedAt:
      values.startedAt && /^\d{1,15}$/.test(values.startedAt)
        ? values.startedAt
        : String(clock.now().getTime()),
  };
}

function sendMailLater() {
  const mail = mailSettings();
  if (!mail) return;
  // After the response: the visitor never waits for the mail server, and a failure is retried later.
  after(async () => {
    try {
      await processOutbox((await getDb()).db, mail);
    } catch (error) {
      log.error('amc.outbox_failed', errorCode(error));
    }
  });
}
