import { dubaiDatePlus } from '@/lib/clock';

// The end-to-end servers' clock. playwright.config.ts gives them TEST_CLOCK (lib/clock.ts): the next
// Monday after today, 10:30 in Dubai, running on in real time from the start of the run. Specs compute
// what they expect from serverNow() here, never from Date.now().
//
// Why a Monday 10:30 relative to today, not a fixed calendar instant:
// - Monday is an ordinary working day (Sunday to Thursday 8:00 to 18:00), and at 10:30 no rule changes
//   its answer for the next hour: the 12-14 window fell inside the two-hour lead time at 10:00, the
//   10-12 call-back window closes to requests at 11:30. A run takes minutes, not an hour.
// - The clock must never be behind the real one: a lead form's start time is written by the browser on
//   the machine's clock (components/forms/LeadForm.tsx), and the server measures the minimum fill time
//   against its own; with the server behind, every such form would look sent from the future. The
//   database's own timestamps (created_at defaults), Supabase's tokens and the session cookies also
//   stay on real time, so the clock stays a few days ahead at most (one to eight days), not years.

/** Real milliseconds between two readings of the same Dubai wall-clock time. */
const DAY_MS = 86_400_000;

/** The first Monday after `real`'s date in Dubai, at 10:30 Dubai time, as an ISO instant. */
export function testClockInstant(real: Date): string {
  let date = dubaiDatePlus(1, real);
  while (new Date(`${date}T12:00:00Z`).getUTCDay() !== 1)
    date = new Date(Date.parse(`${date}T12:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return `${date}T10:30:00+04:00`;
}

/**
 * Chooses the run's clock once, in the Playwright runner (the config is read again by every worker,
 * which inherit the runner's environment and so keep its choice). TEST_CLOCK set by hand wins.
 */
export function chooseTestClock(): string {
  process.env.TEST_CLOCK ??= testClockInstant(new Date());
  process.env.TEST_CLOCK_SET_AT ??= String(Date.now());
  return process.env.TEST_CLOCK;
}

/**
 * Now on the servers' clock. Each server reads TEST_CLOCK when its process starts, a few seconds after
 * the runner chose it, so this runs those seconds ahead of the servers: nothing at 10:30 turns on them.
 * Without TEST_CLOCK (a server started some other way), the real time.
 */
export function serverNow(): Date {
  const setting = process.env.TEST_CLOCK;
  const setAt = Number(process.env.TEST_CLOCK_SET_AT);
  if (!setting || !Number.isFinite(setAt)) return new Date();
  return new Date(Date.parse(setting) + (Date.now() - setAt));
}

/** The date in Dubai `days` after the servers' today, YYYY-MM-DD. */
export const serverDatePlus = (days: number) => dubaiDatePlus(days, serverNow());
