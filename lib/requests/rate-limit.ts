import * as clock from '@/lib/clock';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/lib/db/connect';
import { expireOccasionally } from '@/lib/db/expiry';

/**
 * Counts a request against a fixed window in the database, so the limit holds across server instances.
 * Returns true while the client is within `limit` requests per `windowSeconds`.
 */
export async function withinRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  now = clock.now(),
): Promise<boolean> {
  const windowStart = new Date(
    Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000,
  );
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`);
  const count = Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
  // Windows that ended are deleted now and then from here, so the table holds only current ones.
  await expireOccasionally(db, now);
  return count <= limit;
}
