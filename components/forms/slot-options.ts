import 'server-only';
import * as clock from '@/lib/clock';
import type { Locale } from '@/lib/i18n/routing';
import { getMessages, getTranslations } from 'next-intl/server';
import type { TimedForm } from '@/lib/booking/offered';
import { uaeDatePlus, uaeToday } from '@/lib/config/hours';
import { localeInfo } from '@/lib/i18n/locales';
import { isMessageKey } from '@/lib/i18n/message-key';
import { offeredSlotDays } from '@/lib/leads/offered-slots';
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
  const days = await offeredSlotDays(form, now);
  // "Tuesday 24 November" / «الثلاثاء 24 نوفمبر», with Western digits: the weekday and the date are
  // formatted apart, because one formatter puts a comma between them that reads badly after "Today, ".
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(localeInfo[locale].numberTag, { ...options, timeZone: 'UTC' });
  const weekday = format({ weekday: 'long' });
  const dayMonth = format({ day: 'numeric', month: 'long' });
  // Arabic puts a comma after the weekday, as every long date of the site does («الاثنين، 30 نوفمبر»).
  const dayName = (d: Date) =>
    `${weekday.format(d)}${locale === 'ar' ? '،' : ''} ${dayMonth.format(d)}`;
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
