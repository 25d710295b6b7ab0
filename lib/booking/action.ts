'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { BookingFormState, DayOption, SlotOption } from './form-types';
import { isEmirateSlug } from '@/lib/catalogue/places';
import { getDb } from '@/lib/db/client';
import { localeFrom } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { clientAddress } from '@/lib/requests/client-address';
import { emailsOwed } from '@/lib/requests/mail-config';
import { refusedState } from '@/lib/requests/action-state';
import { sendMailLater } from '@/lib/requests/mail';
import { readPost } from '@/lib/requests/post';
import { errorCode, log } from '@/lib/log';
import { DAYS_SHOWN, type SlotView } from './model';
import { checkPhotoFiles } from './photos';
import { zoneCalendar } from './store';
import { submitBooking, type BookingSubmitResult } from './submit';
import { calendarView, fieldErrorText, nextSlotOptions } from './view';
import { zoneOfEmirate } from './zones';

/**
 * The booking form's action. Works as a plain multipart form post without JavaScript and from the
 * enhanced form alike; never throws (except Next's redirect on success). Anyone can call it with
 * arguments of their choosing, so it checks its own.
 */
export async function bookAction(
  _previous: BookingFormState,
  formData: FormData,
): Promise<BookingFormState> {
  const post = readPost(formData, 'photos');
  if (!post) return unreadable(localeFrom(formValue(formData, 'locale')));
  const { values } = post;
  const locale = localeFrom(values.locale);

  // Count and size only: the photos are decoded once the booking is valid and within the sender's rate
  // limit (submitBooking), so a post that is refused anyway costs no decoding.
  const photos = checkPhotoFiles(post.files);
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
      files: photos.files,
      linkFor,
    },
  );
  if (result.ok) {
    sendMailLater('booking');
    // A filled honeypot is "booked" with no token: the bot is sent back to an empty form.
    redirect(result.token ? `${linkFor(result.token)}?new=1` : localizedPath(locale, '/book'));
  }
  return refusedResult(locale, values, result);
}

/** A post that is not this form's (a file in a field that takes text, or no form at all). */
async function unreadable(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'forms.result' });
  return refused({}, { formError: t('invalidRequest') });
}

type Refusal = Exclude<BookingSubmitResult, { ok: true }>;

async function refusedResult(locale: Locale, values: Record<string, string>, result: Refusal) {
  if (result.fieldErrors) {
    const fieldErrors: Record<string, string> = {};
    for (const [field, code] of Object.entries(result.fieldErrors))
      fieldErrors[field] = await fieldErrorText(locale, field, code, result.file);
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
 * A refused post (lib/requests/action-state.ts): what was typed comes back (the files cannot), and
 * the windows offered instead of one that has just filled, the first of them chosen.
 */
function refused(
  values: Record<string, string>,
  parts: {
    fieldErrors?: Record<string, string>;
    formError?: string;
    nextSlots?: SlotOption[];
    calendar?: DayOption[];
  },
): BookingFormState {
  const state = refusedState(values, parts, { alsoDropped: ['photos'] });
  if (parts.nextSlots?.length) state.values.slot = parts.nextSlots[0]!.value;
  return { ...state, nextSlots: parts.nextSlots, calendar: parts.calendar };
}

const formValue = (formData: unknown, name: string) =>
  formData instanceof FormData ? String(formData.get(name) ?? '') : '';
