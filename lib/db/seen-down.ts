import { sql } from 'drizzle-orm';
import { withDeadline } from './deadline';
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

const seen = globalThis as typeof globalThis & {
  __siteDbSeen?: { at: number; down: Promise<boolean> };
};

/**
 * True when the last open of the database failed, or its probe fails or does not answer in time;
 * false when it answers, and when nothing in this process has asked for it yet (the page then finds
 * out itself).
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
    () => true,
  );
  seen.__siteDbSeen = { at: now, down };
  return down;
}
