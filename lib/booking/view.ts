import 'server-only';
import { getMessages, getTranslations } from 'next-intl/server';
import type { DayOption, SlotOption } from './form-types';
import { isMessageKey } from '@/lib/i18n/message-key';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import type { DayView } from './calendar';
import { slotValue, type SlotView } from './model';
import type { PhotoError } from './submit';

// The booking form's words and dates, formatted on the server for the page and for the action's
// answers alike: the form's script then needs no message lookup and no date formatting.

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * "Sunday 7 December" / "الأحد 7 ديسمبر", Western digits in both languages; short, "Sun 7" for a
 * day button, or "Sun 7 Dec" where the row of buttons needs its month.
 */
export const dayLabel = (locale: Locale, date: string, short: false | 'day' | 'month' = false) =>
  new Intl.DateTimeFormat(localeInfo[locale].numberTag, {
    weekday: short ? 'short' : 'long',
    day: 'numeric',
    month: short === 'day' ? undefined : short ? 'short' : 'long',
    timeZone: 'UTC',
  }).format(noon(date));

/** A row of day buttons names the month on its first day and wherever a new month begins. */
export const dayButtonLabels = (locale: Locale, dates: readonly string[]) =>
  dates.map((date, i) =>
    dayLabel(
      locale,
      date,
      i === 0 || date.slice(0, 7) !== dates[i - 1]!.slice(0, 7) ? 'month' : 'day',
    ),
  );

/** The label of a window id ('08-10'), as the lead forms word it. */
export async function windowLabel(locale: Locale, window: string) {
  const options = (await getMessages({ locale })).forms.options;
  const t = await getTranslations({ locale, namespace: 'forms.options' });
  const key = `window.${window}`;
  return isMessageKey(options, key) ? t(key) : window;
}

export async function slotOptions(locale: Locale, slots: readonly SlotView[]) {
  const t = await getTranslations({ locale, namespace: 'booking.calendar' });
  return Promise.all(
    slots.map(async (s): Promise<SlotOption> => ({
      value: slotValue(s.date, s.window),
      label: await windowLabel(locale, s.window),
      state: s.state,
      note:
        s.state === 'open'
          ? t('placesLeft', { count: s.left })
          : s.state === 'full'
            ? t('full')
            : s.state === 'passed'
              ? t('passed')
              : t('tooSoon'),
    })),
  );
}

/** Why a day has no visits, in full and in a word or two: a named closure, or a weekly closed day. */
export async function closedWords(locale: Locale, day: DayView) {
  if (!day.closed) return {};
  const t = await getTranslations({ locale, namespace: 'booking.closedDay' });
  if (day.holiday) {
    const name = day.holiday[locale];
    return { closedNote: t('holiday', { name }), closedShort: name };
  }
  const weekday = new Intl.DateTimeFormat(localeInfo[locale].numberTag, {
    weekday: 'long',
    timeZone: 'UTC',
  }).format(noon(day.date));
  return { closedNote: t('weekly', { day: weekday }), closedShort: t('short') };
}

/** The live calendar as the form shows it. */
export async function calendarView(locale: Locale, days: readonly DayView[]) {
  const shorts = dayButtonLabels(
    locale,
    days.map((d) => d.date),
  );
  return Promise.all(
    days.map(async (d, i): Promise<DayOption> => ({
      date: d.date,
      label: dayLabel(locale, d.date),
      short: shorts[i]!,
      ...(await closedWords(locale, d)),
      slots: await slotOptions(locale, d.slots),
    })),
  );
}

/** A next slot as the visitor reads it in the "just taken" message: its day and window. */
export async function nextSlotOptions(locale: Locale, slots: readonly SlotView[]) {
  const options = await slotOptions(locale, slots);
  return options.map((o, i) => ({
    ...o,
    label: `${dayLabel(locale, slots[i]!.date)}, ${o.label}`,
  }));
}

/** The text of a field's error code in the page's language. */
export async function fieldErrorText(
  locale: Locale,
  field: string,
  code: string,
  file?: string,
): Promise<string> {
  const messages = await getMessages({ locale });
  const tForms = await getTranslations({ locale, namespace: 'forms' });
  const tBooking = await getTranslations({ locale, namespace: 'booking.errors' });
  if (field === 'photos' && isMessageKey(messages.booking.errors.photos, code))
    return tBooking(`photos.${code as PhotoError}`, { file: file ?? '' });
  if (field === 'slot' && isMessageKey(messages.booking.errors.slot, code))
    return tBooking(`slot.${code as 'required' | 'invalid'}`);
  const key = `${field}.${code}`;
  return isMessageKey(messages.forms.errors, key)
    ? tForms(`errors.${key}`)
    : tForms('result.checkFields');
}
