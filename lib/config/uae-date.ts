// Dates in the UAE (Asia/Dubai, UTC+4, no daylight saving), re-exported by hours.ts.

const UTC_OFFSET_MS = 4 * 60 * 60 * 1000;

/** Date in the UAE `days` after today, YYYY-MM-DD. */
export function uaeDatePlus(days: number, now = new Date()): string {
  return new Date(now.getTime() + UTC_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today's date in the UAE as YYYY-MM-DD. */
export function uaeToday(now = new Date()): string {
  return uaeDatePlus(0, now);
}
