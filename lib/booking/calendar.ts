import { uaeDatePlus, uaeToday, windowBounds, windowsFor } from '@/lib/config/hours';
import type { BookingRules, ClosedDayName, SlotView } from './model';

// The bookable windows of each day, worked out from the opening hours (lib/config/hours.ts) and the
// booking rules. Pure functions: the forms list what these return and the server accepts exactly the
// same, so no form can offer a time the server refuses.

/** The instant a window starts or ends, in Asia/Dubai (UTC+4 all year). */
export const windowInstant = (date: string, window: string, edge: 'start' | 'end' = 'start') => {
  const hour = windowBounds(window)[edge];
  return new Date(`${date}T${String(hour).padStart(2, '0')}:00:00+04:00`);
};

/** YYYY-MM-DD dates from `from` for `days` days. */
export function datesFrom(from: string, days: number): string[] {
  const start = Date.parse(`${from}T12:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The last date a visit can be booked on. */
export const lastBookableDate = (rules: Pick<BookingRules, 'horizonDays'>, now: Date) =>
  uaeDatePlus(rules.horizonDays - 1, now);

/** The visit windows of a date: none on a closed day (a holiday, or a day without opening hours). */
export const dayWindows = (closedDates: ReadonlySet<string>, date: string): readonly string[] =>
  closedDates.has(date) ? [] : windowsFor(date);

export interface DayView {
  date: string;
  /** A holiday or a day without opening hours: no windows. */
  closed: boolean;
  /** The closed day's name, when staff closed it (a public holiday); unset on a weekly closed day. */
  holiday?: ClosedDayName;
  slots: SlotView[];
}

/**
 * The visit windows of `days` days from `from` for one zone: open with the places left, full, too
 * soon (not begun, but inside the minimum lead time) or passed (begun or over). `capacity` is places per window; `booked` counts active
 * bookings per `date_window`.
 */
export function visitDays(args: {
  rules: BookingRules;
  capacity: Readonly<Record<string, number>>;
  booked: ReadonlyMap<string, number>;
  now: Date;
  from?: string;
  days: number;
}): DayView[] {
  const { rules, capacity, booked, now } = args;
  const first = maxDate(args.from ?? uaeToday(now), uaeToday(now));
  const last = lastBookableDate(rules, now);
  return datesFrom(first, args.days)
    .filter((date) => date <= last)
    .map((date) => {
      const windows = dayWindows(rules.closedDates, date);
      const holiday = rules.closedDates.has(date) ? rules.closedNames?.get(date) : undefined;
      return {
        date,
        closed: windows.length === 0,
        ...(holiday ? { holiday } : {}),
        slots: windows.map((window): SlotView => {
          const start = windowInstant(date, window).getTime();
          // Begun or over: no longer available. Not begun but inside the lead time: too soon.
          if (start <= now.getTime()) return { date, window, state: 'passed', left: 0 };
          if (start - now.getTime() < rules.minLeadMinutes * 60_000)
            return { date, window, state: 'soon', left: 0 };
          const left = (capacity[window] ?? 0) - (booked.get(`${date}_${window}`) ?? 0);
          return left > 0
            ? { date, window, state: 'open', left }
            : { date, window, state: 'full', left: 0 };
        }),
      };
    });
}

/** Whether a visit window can be booked now, by the same rules as visitDays (capacity aside). */
export function isVisitWindow(rules: BookingRules, date: string, window: string, now: Date) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) return false;
  if (date < uaeToday(now) || date > lastBookableDate(rules, now)) return false;
  if (!dayWindows(rules.closedDates, date).includes(window)) return false;
  return windowInstant(date, window).getTime() - now.getTime() >= rules.minLeadMinutes * 60_000;
}

/** A call-back can be asked for until this long before its window ends. */
export const CALL_LAST_MINUTES = 30;

/**
 * The call-back windows of `days` working days from today: a phone call needs no crew, so there is no
 * capacity and no lead time, only the opening hours, the closed days and the time left in a window.
 */
export function callDays(rules: Pick<BookingRules, 'closedDates'>, now: Date, days: number) {
  const out: { date: string; windows: string[] }[] = [];
  for (const date of datesFrom(uaeToday(now), 14)) {
    if (out.length === days) break;
    if (rules.closedDates.has(date)) continue;
    const windows = windowsFor(date).filter(
      (w) => windowInstant(date, w, 'end').getTime() - now.getTime() > CALL_LAST_MINUTES * 60_000,
    );
    if (windows.length) out.push({ date, windows });
  }
  return out;
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
