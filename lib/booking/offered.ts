import * as clock from '@/lib/clock';
import type { Db } from '@/lib/db/connect';
import { uaeToday, windowsFor } from '@/lib/config/hours';
import { CALL_LAST_MINUTES, callDays, datesFrom, isVisitWindow, windowInstant } from './calendar';
import { DAYS_SHOWN, parseSlot, slotValue, type BookingRules } from './model';
import { loadRules } from './store';

// The time windows the quote and call-back forms offer, and the server's check of what they post: one
// function for both, fed by the booking calendar's rules (lib/booking/calendar.ts) and the database's
// closed days, so neither form can offer a time the server then refuses.

/** The lead forms that ask for a time: a survey visit (quote) or a phone call (callback). */
export type TimedForm = 'quote' | 'callback';

export interface OfferedDay {
  date: string;
  windows: string[];
}

/** How many working days of call windows the call-back form offers: today's rest and the next day's. */
export const CALL_DAYS_SHOWN = 2;

/**
 * The windows a form offers at `now`, grouped by day. A quote reserves no capacity (it asks for a
 * survey that staff confirm by phone), so a window that is full for online bookings is still offered;
 * only the calendar's rules apply (opening hours, closed days, lead time, horizon).
 */
export function offeredDays(form: TimedForm, rules: BookingRules, now: Date): OfferedDay[] {
  if (form === 'callback') return callDays(rules, now, CALL_DAYS_SHOWN);
  return datesFrom(uaeToday(now), DAYS_SHOWN)
    .map((date) => ({
      date,
      windows: windowsFor(date).filter((w) => isVisitWindow(rules, date, w, now)),
    }))
    .filter((day) => day.windows.length > 0);
}

/** What the form section lists and the offered-window test submits: the rules from the database. */
export async function loadOfferedDays(db: Db, form: TimedForm, now = clock.now()) {
  return offeredDays(form, await loadRules(db, now), now);
}

/**
 * The server's answer to a posted slot, on its own clock: offered, or why not. A window of the opening
 * hours that is no longer offered only because time moved on (it ended, or is now inside the lead time)
 * is 'passed', so the visitor is told to choose another rather than that their choice was nonsense.
 */
export function checkSlot(
  form: TimedForm,
  rules: BookingRules,
  value: string,
  now: Date,
): 'ok' | 'passed' | 'invalid' {
  const slot = parseSlot(value);
  if (!slot) return 'invalid';
  const offered = offeredDays(form, rules, now).some(
    (d) => d.date === slot.date && d.windows.includes(slot.window),
  );
  if (offered) return 'ok';
  const real = windowsFor(slot.date).includes(slot.window) && !rules.closedDates.has(slot.date);
  const tooLate =
    form === 'callback'
      ? windowInstant(slot.date, slot.window, 'end').getTime() - now.getTime() <=
        CALL_LAST_MINUTES * 60_000
      : windowInstant(slot.date, slot.window).getTime() - now.getTime() <
        rules.minLeadMinutes * 60_000;
  return real && tooLate ? 'passed' : 'invalid';
}

/** Every offered slot as its form value ('2026-11-24_08-10'), in order. */
export const offeredValues = (days: readonly OfferedDay[]) =>
  days.flatMap((d) => d.windows.map((w) => slotValue(d.date, w)));
