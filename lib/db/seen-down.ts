import { sql } from 'drizzle-orm';
import { DeadlineError, withDeadline } from './deadline';
import { processConnection } from './process-connection';

// Whether this process's database is down, asked by the proxy before a page that cannot be shown
// without it (a private page, the workspace): such a page then still renders its own "cannot show
// this page right now" view, but answers 503, so a monitor, a crawler or nginx sees the outage.
// Next.js lets a page choose no status of its own; the proxy's status is kept for the page it lets
// through (resolve-routes.js). The proxy never opens a database (PGlite allows one instance per
// folder): it asks the connection the pages opened, over its probe (never the pool a locked table
// may hold), and remembers the answer for a moment so an outage does not add a probe per request.

/** The probe gives up after this: the page's own wait (4 s) follows, within the README's bound. */
const PROBE_MS = 1_500;
/** How long one answer stands for every request. */
const REMEMBER_MS = 2_000;
/** A probe that only ran out of time says "down" if a page's read failed this recently. */
const RECENT_FAILURE_MS = 30_000;

const seen = globalThis as typeof globalThis & {
  __siteDbSeen?: { at: number; down: Promise<boolean> };
  __siteDbFailedAt?: number;
};

/** A page's read failed or ran out of time (lib/requests/private-page.ts). */
export function noteDatabaseFailure(now = Date.now()) {
  seen.__siteDbFailedAt = now;
}

const failedRecently = (now: number) =>
  seen.__siteDbFailedAt !== undefined && now - seen.__siteDbFailedAt < RECENT_FAILURE_MS;

/**
 * True when the last open of the database failed, or its probe fails; when the probe only runs out of
 * time, true if a page's read failed lately too (a database that is slow under load, but answers the
 * page within its own wait, is not down). False when it answers, and when nothing in this process has
 * asked for it yet (the page then finds out itself).
 */
export function databaseDown(now = Date.now()): Promise<boolean> {
  const connection = processConnection.__siteDb;
  if (connection === undefined) return Promise.resolve(false);
  if (connection === null) return Promise.resolve(true);
  const last = seen.__siteDbSeen;
  if (last && now - last.at >= 0 && now - last.at < REMEMBER_MS) return last.down;
  const down = withDeadline(PROBE_MS, async () => {
    await (await connection).probe().execute(sql`select 1`);
  }).then(
    () => false,
    (error: unknown) => !(error instanceof DeadlineError) || failedRecently(now),
  );
  seen.__siteDbSeen = { at: now, down };
  return down;
}
