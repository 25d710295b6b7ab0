import 'server-only';
import * as clock from '@/lib/clock';
import type { Locale } from '@/lib/i18n/routing';
import { getMessages, getTranslations } from 'next-intl/server';
import {
  loadOfferedDays,
  offeredDays,
  type OfferedDay,
  type TimedForm,
} from '@/lib/booking/offered';
import { defaultRules } from '@/lib/booking/model';
import { uaeDatePlus, uaeToday } from '@/lib/config/hours';
import { getDb } from '@/lib/db/client';
import { withDeadline } from '@/lib/db/deadline';
import { localeInfo } from '@/lib/i18n/locales';
import { isMessageKey } from '@/lib/i18n/message-key';
import { limits } from '@/lib/leads/submit';
import { errorCode, log } from '@/lib/log';
import type { FieldOption } from './types';

/**
 * The time windows a quote or call-back form offers now, grouped under their day ("Today, Tuesday 24
 * November"), from the same calendar the server checks a posted slot against (lib/booking/offered.ts).
 */
export async function slotOptions(
  form: TimedForm,
  locale: Locale,
  now = clock.now(),
): Promise<FieldOption[]> {
  const t = await getTranslations({ locale, namespace: 'forms.options' });
  const labels = (await getMessages({ locale })).forms.options;
  const days = await daysOrFallback(form, now);
  // "Tuesday 24 November" / «الثلاثاء 24 نوفمبر», with Western digits: the weekday and the date are
  // formatted apart, because one formatter puts a comma between them that reads badly after "Today, ".
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(localeInfo[locale].numberTag, { ...options, timeZone: 'UTC' });
  const weekday = format({ weekday: 'long' });
  const dayMonth = format({ day: 'numeric', month: 'long' });
  const dayName = (d: Date) => `${weekday.format(d)} ${dayMonth.format(d)}`;
  const relative = (date: string) =>
    date === uaeToday(now) ? 'today' : date === uaeDatePlus(1, now) ? 'tomorrow' : 'later';
  return days.flatMap(({ date, windows }) => {
    const group = t(`slotDay.${relative(date)}`, {
      date: dayName(new Date(`${date}T12:00:00Z`)),
    });
    // Every window has a label in both languages (lib/config/hours-facts.test.ts); the guard only
    // narrows the computed key for the translator.
    return windows.map((w) => {
      const key = `window.${w}`;
      return { value: `${date}_${w}`, label: isMessageKey(labels, key) ? t(key) : w, group };
    });
  });
}

/**
 * The offered days from the database's rules. If the database does not answer in time the page still
 * renders, with the default rules and no closed days: sending fails until it is back anyway, and the
 * server checks the slot again against the real rules then.
 */
async function daysOrFallback(form: TimedForm, now: Date): Promise<OfferedDay[]> {
  try {
    return await withDeadline(limits.databaseMs, async () =>
      loadOfferedDays((await getDb()).db, form, now),
    );
  } catch (error) {
    log.error('slots.rules_unavailable', errorCode(error));
    return offeredDays(form, { ...defaultRules, closedDates: new Set() }, now);
  }
}
