import * as clock from '@/lib/clock';
import { sql, type SQL } from 'drizzle-orm';
import { errorCode, log } from '@/lib/log';
import type { Db } from './connect';

/** Rows deleted per table and run: a run stays a few milliseconds however much has piled up. */
const batch = 500;

/** Every table whose rows expire, with the condition that makes a row expired at `now`. */
export function expiringTables(now: Date): { table: string; expired: SQL }[] {
  return [
    {
      // A counter's window is over once it started more than the longest window ago. The lead forms
      // count per 10 minutes (lib/leads/submit.ts); an hour leaves room for longer windows.
      table: 'rate_limits',
      expired: sql`window_start < ${new Date(now.getTime() - 3_600_000).toISOString()}`,
    },
    {
      // The sign-in throttle (lib/auth/throttle.ts) forgets a key a day after its last failure.
      table: 'auth_throttle',
      expired: sql`expires_at < ${now.toISOString()}`,
    },
  ];
}

/**
 * Deletes up to `batch` expired rows of each expiring table. Through `ctid` rather than a key, so one
 * statement fits every table, on PostgreSQL and PGlite alike. Returns how many rows went, per table.
 */
export async function expireOldRows(db: Db, now = clock.now()): Promise<Record<string, number>> {
  const removed: Record<string, number> = {};
  for (const { table, expired } of expiringTables(now)) {
    const name = sql.identifier(table);
    const result = await db.execute(sql`
      delete from ${name} where ctid in (select ctid from ${name} where ${expired} limit ${batch})`);
    removed[table] = Number(
      (result as { count?: number; affectedRows?: number }).count ??
        (result as { affectedRows?: number }).affectedRows ??
        0,
    );
  }
  return removed;
}

/** When each database was last swept (per connection, so a test's fresh database is swept at once). */
const lastRun = new WeakMap<Db, number>();
const everyMs = 60_000;

/**
 * Sweeps expired rows at most once a minute per connection, from a path that writes anyway (counting a
 * request against the rate limit). Never fails the caller: a failed sweep is logged and tried later.
 */
export async function expireOccasionally(db: Db, now = clock.now()): Promise<void> {
  const last = lastRun.get(db);
  if (last !== undefined && Math.abs(now.getTime() - last) < everyMs) return;
  lastRun.set(db, now.getTime());
  try {
    const removed = await expireOldRows(db, now);
    const total = Object.values(removed).reduce((a, b) => a + b, 0);
    if (total > 0) log.info('db.expired_rows', removed);
  } catch (error) {
    log.warn('db.expiry_failed', errorCode(error));
  }
}
