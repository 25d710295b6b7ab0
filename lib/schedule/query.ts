import * as clock from '@/lib/clock';
import { zones, type Zone } from '@/lib/booking/zones';
import { uaeToday } from '@/lib/config/uae-date';
import { isoDate, oneOf } from '@/lib/workspace/params';

// The schedule's address: /admin/schedule?day=YYYY-MM-DD&view=day|week&zone=…&booking=<id>. Read from
// the query (anything unknown falls back to today, the day view, every zone) and written back by the
// actions, so a plain form post returns to the same view.

export interface ScheduleQuery {
  day: string;
  view: 'day' | 'week';
  zone: Zone | null;
  booking: string | null;
}

type Raw = Record<string, string | string[] | undefined> | URLSearchParams | FormData;

const read = (raw: Raw, name: string) => {
  const v = raw instanceof URLSearchParams || raw instanceof FormData ? raw.get(name) : raw[name];
  return typeof v === 'string' ? v : undefined;
};

export function scheduleQuery(raw: Raw, now = clock.now()): ScheduleQuery {
  const booking = read(raw, 'booking');
  return {
    day: isoDate(read(raw, 'day')) ?? uaeToday(now),
    view: oneOf(['day', 'week'] as const, read(raw, 'view'), 'day'),
    zone: oneOf(zones, read(raw, 'zone')) ?? null,
    booking: booking && /^[0-9a-f-]{36}$/i.test(booking) ? booking : null,
  };
}

/** The query string of a schedule view, with extra parameters (an outcome to show). */
export function scheduleSearch(q: ScheduleQuery, extra: Record<string, string> = {}) {
  const params = new URLSearchParams({ day: q.day, view: q.view });
  if (q.zone) params.set('zone', q.zone);
  if (q.booking) params.set('booking', q.booking);
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return params.toString();
}

/** A date `days` after `date` (negative: before). */
export const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The Monday of the week a date falls in. */
export const mondayOf = (date: string) =>
  shiftDate(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));
