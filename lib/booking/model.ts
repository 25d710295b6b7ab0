// What a booking is, written once: its statuses, its rules and the shape of a slot. Plain data with no
// database and no React, so the browser, the server and the tests read the same thing.

/** What the visitor sees on their private page, in order; 'cancelled' and 'no_show' end a booking. */
export const bookingStatuses = [
  'received',
  'confirmed',
  'assigned',
  'on_the_way',
  'done',
  'cancelled',
  'no_show',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** A booking in one of these still holds its place in the window. */
export const activeStatuses: readonly BookingStatus[] = [
  'received',
  'confirmed',
  'assigned',
  'on_the_way',
];
export const isActive = (status: BookingStatus) => activeStatuses.includes(status);

/**
 * The statuses staff may set from each status: forward through the visit, or ended (cancelled,
 * no-show); an ended or done booking stays as it is. Setting 'assigned' goes with a technician
 * (lib/booking/technicians.ts), so it is not offered as a bare status.
 */
export const staffTransitions: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  received: ['confirmed', 'on_the_way', 'done', 'cancelled', 'no_show'],
  confirmed: ['on_the_way', 'done', 'cancelled', 'no_show'],
  assigned: ['on_the_way', 'done', 'cancelled', 'no_show'],
  on_the_way: ['done', 'cancelled', 'no_show'],
  done: [],
  cancelled: [],
  no_show: [],
};
export const mayStaffSet = (from: BookingStatus, to: BookingStatus) =>
  staffTransitions[from].includes(to);

/** The longest reason an admin gives for a status outside the visit's day (the forms' maxlength). */
export const MAX_REASON = 500;

/**
 * Statuses that say something about the visit itself, so they are true only from its day (in Dubai):
 * "on the way" only on the day; "done" and "no-show" on the day or after (a visit finished at 17:45
 * may be recorded the next morning). Before the day the customer would read a lie ("done" for a
 * visit still to come), so staff are refused; an admin may override with a reason the history keeps.
 */
export function visitDayAllows(status: BookingStatus, visitDay: string, today: string): boolean {
  if (status === 'on_the_way') return today === visitDay;
  if (status === 'done' || status === 'no_show') return today >= visitDay;
  return true;
}

/** Who changed a booking: the visitor on their private page, a staff member, or the site itself. */
export type Actor = 'visitor' | 'system' | `staff:${string}`;

/** The booking rules kept in the database (table booking_settings), with their seeded defaults. */
export interface BookingRules {
  /** A window must start at least this long after the booking is made. */
  minLeadMinutes: number;
  /** How many days ahead (counting today) a visit can be booked. */
  horizonDays: number;
  /** The visitor can move or cancel online until this long before the window starts. */
  changeCutoffMinutes: number;
  /** Dates (YYYY-MM-DD) with no visits: public holidays entered by staff. */
  closedDates: ReadonlySet<string>;
  /** The names staff gave those days (the calendar says why a day is closed), when read. */
  closedNames?: ReadonlyMap<string, ClosedDayName>;
}

/** A closed day's name in each language ("National Day" / "اليوم الوطني"). */
export interface ClosedDayName {
  en: string;
  ar: string;
}

export const defaultRules: Omit<BookingRules, 'closedDates'> = {
  minLeadMinutes: 120,
  horizonDays: 30,
  changeCutoffMinutes: 120,
};

/** How many days of windows a form shows at once (the visitor can page on up to the horizon). */
export const DAYS_SHOWN = 14;

/** 'soon': not begun but inside the lead time; 'passed': begun or over (never told as "too soon"). */
export type WindowState = 'open' | 'full' | 'soon' | 'passed' | 'closed';

export interface SlotView {
  date: string;
  window: string;
  state: WindowState;
  /** Places left (0 unless open). */
  left: number;
}

/** A slot as one form value: 2026-11-25_08-10. */
export const slotValue = (date: string, window: string) => `${date}_${window}`;
export function parseSlot(value: unknown): { date: string; window: string } | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4}-\d{2}-\d{2})_(\d{2}-\d{2})$/.exec(value);
  return m ? { date: m[1]!, window: m[2]! } : null;
}
