import { z } from 'zod';

// The server's one reading of "now" for business decisions: which windows are bookable, the lead time,
// the change cut-off, the horizon, closed days, dashboards, overdue follow-ups, AMC start months, the
// rate-limit and sign-in throttle windows. Everything that asks "what time is it?" to decide something
// asks here, so that the end-to-end server can be given a time (TEST_CLOCK) and every booking, cut-off
// and reminder test runs at the same hour of the same weekday, whatever the hour of the real day.
//
// What stays on the machine's clock: pure durations (timeouts, performance.now, intervals) and times
// another party checks against its own clock (Supabase's tokens and the cookies that carry them, which
// supabase-js checks with Date.now()), plus timestamps the database writes itself (`defaultNow()`).

/** TEST_CLOCK: an ISO 8601 instant with its offset, e.g. 2026-12-07T10:30:00+04:00. */
export const testClockSetting = z.iso.datetime({ offset: true });

/** Whether this build compiled the test-only routes (next.config.ts inlines it at build time). */
export const testRoutesBuild = () => process.env.TEST_ROUTES_BUILD === '1';

/**
 * A clock: the real one, or, when `setting` is a valid instant and the build has test routes, one that
 * read `setting` at `anchorMs` (real time) and has run at real speed since, so durations measured on it
 * are real durations. A production build (no test routes) ignores the setting whatever it says.
 */
export function clockFrom(
  setting: string | undefined,
  withTestRoutes: boolean,
  anchorMs: number,
  realMs: () => number = Date.now,
): () => Date {
  if (!withTestRoutes || !setting || !testClockSetting.safeParse(setting).success)
    return () => new Date(realMs());
  const offset = Date.parse(setting) - anchorMs;
  return () => new Date(realMs() + offset);
}

/**
 * When this server process started, in real time. Every copy of this module the bundler makes reads
 * the same value, so they all tell the same time.
 */
function processStartMs(): number {
  const uptime = typeof process !== 'undefined' ? process.uptime?.() : undefined;
  return uptime === undefined ? Date.now() : Date.now() - uptime * 1000;
}

let current: (() => Date) | undefined;

/** Now, as the server's business rules see it. */
export function now(): Date {
  current ??= clockFrom(process.env.TEST_CLOCK, testRoutesBuild(), processStartMs());
  return current();
}

const DUBAI_OFFSET_MS = 4 * 3_600_000;

/** The UAE calendar date (Asia/Dubai, UTC+4 all year, no daylight saving) `days` after `at`. */
export function dubaiDatePlus(days: number, at: Date = now()): string {
  return new Date(at.getTime() + DUBAI_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}

/** Today in the UAE, YYYY-MM-DD. */
export const dubaiToday = (at: Date = now()) => dubaiDatePlus(0, at);
