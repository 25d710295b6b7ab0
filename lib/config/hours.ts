import { uaeDatePlus, uaeToday } from './uae-date';

export { uaeDatePlus, uaeToday };

// The company's opening hours, written once. The footer and contact page text, the structured data and
// the windows of the booking calendar (lib/booking/calendar.ts), which the booking, quote and call-back
// forms offer and the server accepts, are all derived from this.
// Pure data and functions: it is imported by server code, the lead schemas and tests alike.

/** Hours are local time in the UAE, which keeps UTC+4 all year (no daylight saving). */
export const timeZone = 'Asia/Dubai';

/** 0 = Sunday … 6 = Saturday, as Date.getUTCDay counts. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const weekdays: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];
/** schema.org's and English names of the days, for the structured data. */
export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export interface OpeningHours {
  /** Consecutive days sharing these hours. */
  days: readonly Weekday[];
  /** 24-hour HH:MM. */
  opens: string;
  closes: string;
}

/** Sunday to Thursday 8:00 to 18:00, Friday 9:00 to 13:00; a day not listed (Saturday) is closed. */
export const openingHours: readonly OpeningHours[] = [
  { days: [0, 1, 2, 3, 4], opens: '08:00', closes: '18:00' },
  { days: [5], opens: '09:00', closes: '13:00' },
];

/** Days on which the office is closed (the emergency line still answers). */
export const closedDays: readonly Weekday[] = weekdays.filter(
  (d) => !openingHours.some((h) => h.days.includes(d)),
);

export const hoursOn = (day: Weekday): OpeningHours | undefined =>
  openingHours.find((h) => h.days.includes(day));

/** Visits and call-backs are booked in windows of this many hours, from opening time. */
export const WINDOW_HOURS = 2;

const hourOf = (hhmm: string) => Number(hhmm.slice(0, 2));
const pad = (n: number) => String(n).padStart(2, '0');

/** The windows of a set of hours: '08-10', '10-12' … up to closing time. */
export function windowsOf(hours: OpeningHours): string[] {
  const out: string[] = [];
  for (let h = hourOf(hours.opens); h + WINDOW_HOURS <= hourOf(hours.closes); h += WINDOW_HOURS)
    out.push(`${pad(h)}-${pad(h + WINDOW_HOURS)}`);
  return out;
}

/** Every window offered on some day, sorted; the forms list these grouped by the days they apply to. */
export const allWindows: readonly string[] = [...new Set(openingHours.flatMap(windowsOf))].sort();

/** Start and end hour of a window id such as '08-10'. */
export const windowBounds = (window: string) => ({
  start: Number(window.slice(0, 2)),
  end: Number(window.slice(3)),
});

/** 0 = Sunday … 6 = Saturday, for a YYYY-MM-DD date. */
export const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() as Weekday;

/** The windows open on a calendar date (none on a closed day). */
export function windowsFor(date: string): readonly string[] {
  const hours = hoursOn(weekdayOf(date));
  return hours ? windowsOf(hours) : [];
}

/** Parts of an HH:MM time for a 12-hour clock; the messages word the part of day per language. */
export function clockParts(hhmm: string): { time: string; period: 'am' | 'pm' | 'eve' } {
  const hour = hourOf(hhmm);
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  // Arabic says "at noon" (ظهرًا) until 3 PM and "in the evening" (مساءً) after; English says PM for both.
  const period = hour < 12 ? 'am' : hour < 15 ? 'pm' : 'eve';
  return { time: `${h12}:${hhmm.slice(3, 5)}`, period };
}
