import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { rateLimits } from '@/lib/db/schema';
import { withinRateLimit } from '@/lib/requests/rate-limit';
import { targets } from './databases';

// rate_limits holds one counter per client and window: without expiry it grows by a row for every
// client that ever posted a form (2,131 rows after an hour of testing).
describe.each(targets)('expiry of old rows on $name', ({ open }) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await open();
  });
  afterAll(async () => conn?.close());

  it('counting a request removes rate-limit windows that ended long ago and keeps the current ones', async () => {
    // Rows of our own (other tests may share this database): a prefix no one else uses.
    const tag = `expiry-${randomUUID().slice(0, 8)}`;
    const now = new Date();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000).toISOString();
    await conn.db.execute(sql`
      insert into rate_limits (key, window_start, count) values
        (${`${tag}:old-1`}, ${hoursAgo(30)}, 5),
        (${`${tag}:old-2`}, ${hoursAgo(3)}, 1),
        (${`${tag}:current`}, ${hoursAgo(0.05)}, 2)`);

    expect(await withinRateLimit(conn.db, `${tag}:visitor`, 5, 600, now)).toBe(true);

    const left = await conn.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, `${tag}:%`));
    expect(left.map((r) => r.key).sort()).toEqual([`${tag}:current`, `${tag}:visitor`]);
  });
});
