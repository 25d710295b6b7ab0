import 'server-only';
import * as clock from '@/lib/clock';
import { getDb } from '@/lib/db/client';
import { isEmirateSlug, type EmirateSlug } from '@/lib/catalogue/places';
import { withDeadline } from '@/lib/db/deadline';
import { uaeToday } from '@/lib/config/hours';
import { errorCode, log } from '@/lib/log';
import { datesFrom, lastBookableDate } from './calendar';
import { DAYS_SHOWN } from './model';
import { loadRules, zoneCalendar } from './store';
import { zoneOfEmirate } from './zones';

const isDate = (v: string | undefined): v is string => !!v && /^\d{4}-\d{2}-\d{2}$/.test(v);

/**
 * The live calendar of the emirate's zone that the booking page shows, DAYS_SHOWN days from `from`, and
 * where the pages before and after start. Null for an unknown emirate or when the database fails (the
 * page then says the calendar is unavailable).
 */
export async function loadShownCalendar(emirate: string, from: string | undefined) {
  if (!isEmirateSlug(emirate)) return null;
  try {
    return await withDeadline(CALENDAR_WAIT_MS, () => readShownCalendar(emirate, from));
  } catch (error) {
    log.error('booking.calendar_failed', errorCode(error));
    return null;
  }
}

/** How long the booking page waits for the calendar before it says the calendar is unavailable. */
export const CALENDAR_WAIT_MS = 3_000;

async function readShownCalendar(emirate: EmirateSlug, from: string | undefined) {
  const db = (await getDb()).db;
  const now = clock.now();
  const days = await zoneCalendar(db, zoneOfEmirate[emirate], {
    now,
    from: isDate(from) ? from : undefined,
    days: DAYS_SHOWN,
  });
  const last = lastBookableDate(await loadRules(db, now), now);
  const today = uaeToday(now);
  const shownFirst = days[0]?.date ?? today;
  const shownLast = days.at(-1)?.date ?? today;
  const later = shownLast < last ? datesFrom(shownLast, 2)[1] : undefined;
  const back = new Date(Date.parse(`${shownFirst}T12:00:00Z`) - DAYS_SHOWN * 86_400_000)
    .toISOString()
    .slice(0, 10);
  // The page before starts DAYS_SHOWN days earlier, or today ('' : no `from` in the link).
  const earlier = shownFirst > today ? (back > today ? back : '') : undefined;
  return { days, later, earlier, first: shownFirst };
}
