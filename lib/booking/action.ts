'use server';

import * as clock from '@/lib/clock';
import { after } from 'next/server';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { BookingFormState } from '@/components/booking/types';
import { isEmirateSlug } from '@/lib/catalogue/places';
import { getDb } from '@/lib/db/client';
import { localeFrom } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { clientAddress } from '@/lib/leads/client-address';
import { emailsOwed, mailSettings } from '@/lib/leads/mail-config';
import { controlFields } from '@/lib/leads/model';
import { processOutbox } from '@/lib/leads/outbox';
import { errorCode, log } from '@/lib/log';
import { DAYS_SHOWN, type SlotView } from './model';
import { preparePhotos } from './photos';
import { zoneCalendar } from './store';
import { submitBooking, type BookingSubmitResult } from './submit';
import { isFormKey, newFormKey } from './tokens';
import { calendarView, fieldErrorText, nextSlotOptions } from './view';
import { zoneOfEmirate } from './zones';

/** Fields that are never handed back to the form: its controls and the files. */
const notEchoed = new Set<string>([...controlFields, 'locale', 'photos']);

/**
 * The booking form's action. Works as a plain multipart form post without JavaScript and from the
 * enhanced form alike; never throws (except Next's redirect on success). Anyone can call it with
 * arguments of their choosing, so it checks its own.
 */
export async function bookAction(
  _previous: BookingFormState,
  formData: FormData,
): Promise<BookingFormState> {
  if (!(formData instanceof FormData)) return unreadable('en', {});
  const values: Record<string, string> = {};
  const files: File[] = [];
  for (const [key, value] of formData.entries()) {
    if (key.startsWith('$ACTION')) continue;
    if (typeof value === 'string') values[key] = value;
    else if (key === 'photos') files.push(value);
    else return unreadable(localeFrom(values.locale), values);
  }
  const locale = localeFrom(values.locale);

  const photos = await preparePhotos(files);
  if (!photos.ok)
    return refused(values, {
      fieldErrors: { photos: await fieldErrorText(locale, 'photos', photos.error, photos.file) },
    });

  const linkFor = (token: string) => localizedPath(locale, `/book/${token}`);
  const result = await submitBooking(
    { ...values, marketingConsent: values.marketingConsent === 'on' },
    {
      db: async () => (await getDb()).db,
      locale,
      clientKey: clientAddress(await headers()),
      emails: emailsOwed(),
      photos: photos.photos,
      linkFor,
    },
  );
  if (result.ok) {
    sendMailLater();
    // A filled honeypot is "booked" with no token: the bot is sent back to an empty form.
    redirect(result.token ? `${linkFor(result.token)}?new=1` : localizedPath(locale, '/book'));
  }
  return refusedResult(locale, values, result);
}

/** A post that is not this form's (a file in a field that takes text, or no form at all). */
async function unreadable(locale: Locale, values: Record<string, string>) {
  const t = await getTranslations({ locale, namespace: 'forms.result' });
  return refused(values, { formError: t('invalidRequest') });
}

type Refusal = Exclude<BookingSubmitResult, { ok: true }>;

async function refusedResult(locale: Locale, values: Record<string, string>, result: Refusal) {
  if (result.fieldErrors) {
    const fieldErrors: Record<string, string> = {};
    for (const [field, code] of Object.entries(result.fieldErrors))
      fieldErrors[field] = await fieldErrorText(locale, field, code);
    return refused(values, { fieldErrors });
  }
  const t = await getTranslations({ locale, namespace: 'booking.errors' });
  const tForms = await getTranslations({ locale, namespace: 'forms.result' });
  if (result.formError === 'slotFull' || result.formError === 'slotUnavailable') {
    const { nextSlots } = result;
    return refused(values, {
      formError: nextSlots.length ? t(result.formError) : t('noNextSlots'),
      nextSlots: await nextSlotOptions(locale, nextSlots),
      calendar: await freshCalendar(locale, values, nextSlots),
    });
  }
  return refused(values, {
    formError: tForms(result.formError === 'failed' ? 'errorText' : result.formError),
  });
}

/** The calendar the visitor was looking at, read again now that a window has filled. */
async function freshCalendar(locale: Locale, values: Record<string, string>, next: SlotView[]) {
  const emirate = values.emirate ?? '';
  if (!isEmirateSlug(emirate)) return undefined;
  try {
    const db = (await getDb()).db;
    const from = /^\d{4}-\d{2}-\d{2}$/.test(values.from ?? '') ? values.from : next[0]?.date;
    const days = await zoneCalendar(db, zoneOfEmirate[emirate], {
      from,
      days: DAYS_SHOWN,
    });
    return await calendarView(locale, days);
  } catch (error) {
    log.error('booking.calendar_failed', errorCode(error));
    return undefined;
  }
}

/**
 * A refused post: what was typed comes back (the files cannot), with the same form key, so that a
 * post whose answer was lost and is sent again still books once, and the start time to send next.
 */
async function refused(
  values: Record<string, string>,
  parts: {
    fieldErrors?: Record<string, string>;
    formError?: string;
    nextSlots?: Awaited<ReturnType<typeof nextSlotOptions>>;
    calendar?: Awaited<ReturnType<typeof calendarView>>;
  },
): Promise<BookingFormState> {
  const kept = Object.fromEntries(Object.entries(values).filter(([k]) => !notEchoed.has(k)));
  // The window that has just filled is not offered again: the first of the next ones is.
  if (parts.nextSlots?.length) kept.slot = parts.nextSlots[0]!.value;
  return {
    ok: false,
    fieldErrors: parts.fieldErrors ?? {},
    formError: parts.formError,
    values: kept,
    nextSlots: parts.nextSlots,
    calendar: parts.calendar,
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
      log.error('booking.outbox_failed', errorCode(error));
    }
  });
}
