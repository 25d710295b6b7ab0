// Dates in the UAE (Asia/Dubai, UTC+4, no daylight saving) and how far ahead a visit can be booked.
// Its own module, re-exported by hours.ts, so a form in the browser can work out its date bounds without
// loading the opening hours.

export const UTC_OFFSET_MS = 4 * 60 * 60 * 1000;

/** How many days ahead a visit can be booked: a date further off (a typo such as 9999) is refused. */
export const BOOKING_HORIZON_DAYS = 180;

/** Date in the UAE `days` after today, YYYY-MM-DD. */
export function uaeDatePlus(days: number, now = new Date()): string {
  return new Date(now.getTime() + UTC_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's date in the UAE as YYYY-MM-DD. */
export function uaeToday(now = new Date()): string {
  return uaeDatePlus(0, now);
}
