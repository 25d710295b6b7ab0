import { clockParts, closedDays, openingHours, type Weekday } from '@/lib/config/hours';
import { localeInfo, type Locale } from './locales';

/** The translator of the `common` namespace, narrowed to the keys the hours text uses. */
type HoursTranslator = (
  key: 'footer.hours.range' | 'footer.hours.open' | 'footer.hours.closed' | 'footer.hours.time',
  values: Record<string, string>,
) => string;

// 2026-11-22 was a Sunday: day d of the week is 22 + d November.
const dayName = (day: Weekday, locale: Locale) =>
  new Intl.DateTimeFormat(localeInfo[locale].bcp47, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 22 + day)),
  );

/** "Sunday to Thursday", "Friday": a run of consecutive days in the page's language. */
function dayRange(days: readonly Weekday[], locale: Locale, t: HoursTranslator): string {
  const first = dayName(days[0]!, locale);
  if (days.length === 1) return first;
  return t('footer.hours.range', { first, last: dayName(days[days.length - 1]!, locale) });
}

/**
 * "8:00 AM", "1:00 ظهرًا", joined by a no-break space: a narrow footer column must never leave
 * "6:00" at the end of one line and "مساءً" at the start of the next.
 */
export const clockText = (hhmm: string, t: HoursTranslator) =>
  t('footer.hours.time', clockParts(hhmm)).replace(/ /g, '\u00a0');

/** One line per set of opening hours, then the closed days: the text of the footer and contact page. */
export function hoursLines(locale: Locale, t: HoursTranslator): string[] {
  return [
    ...openingHours.map((h) =>
      t('footer.hours.open', {
        days: dayRange(h.days, locale, t),
        opens: clockText(h.opens, t),
        closes: clockText(h.closes, t),
      }),
    ),
    ...(closedDays.length
      ? [t('footer.hours.closed', { days: dayRange(closedDays, locale, t) })]
      : []),
  ];
}
