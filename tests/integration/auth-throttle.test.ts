import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Connection } from '@/lib/db/connect';
import {
  clearThrottle,
  recordFailure,
  throttleKeys,
  throttlePolicy,
  throttleWait,
} from '@/lib/auth/throttle';
import { targets } from './databases';

// The sign-in throttle as every instance sees it: its counters live in the database.
const minutes = (n: number) => n * 60_000;
const at = (start: Date, ms: number) => new Date(start.getTime() + ms);

describe.each(targets)('sign-in throttle on $name', ({ open }) => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await open();
  });
  afterAll(async () => {
    await connection?.close();
  });

  /** Keys of their own for each test: the PostgreSQL database is shared with other runs. */
  const keysFor = () =>
    throttleKeys(`Staff-${randomUUID()}@Example.ae `, `2001:db8::${randomUUID()}`);

  async function fail(keys: ReturnType<typeof throttleKeys>, times: number, now: Date) {
    let wait = 0;
    for (let i = 0; i < times; i++) wait = await recordFailure(connection.db, keys, now);
    return wait;
  }

  it('locks an account after 5 failures in 15 minutes, for 30 s, then 60 s, doubling up to 15 minutes', async () => {
    // The same account from a new address each round, so only the account's own counter locks.
    const email = `Staff-${randomUUID()}@example.ae`;
    const keysAt = () => throttleKeys(email, `2001:db8::${randomUUID()}`);
    const keys = keysAt();
    const start = new Date('2026-12-01T08:00:00Z');
    expect(await fail(keys, 4, start)).toBe(0);
    expect(await throttleWait(connection.db, keys, start)).toBe(0);
    expect(await recordFailure(connection.db, keys, start)).toBe(30);
    expect(await throttleWait(connection.db, keys, at(start, 10_000))).toBe(20);
    expect(await throttleWait(connection.db, keys, at(start, 30_000))).toBe(0);
    let now = at(start, 30_000);
    const locks: number[] = [];
    for (let round = 0; round < 7; round++) {
      const wait = await fail(keysAt(), 5, now);
      locks.push(wait);
      now = at(now, wait * 1000);
    }
    expect(locks).toEqual([60, 120, 240, 480, 900, 900, 900]);
  });

  it('forgets failures older than the window', async () => {
    const keys = keysFor();
    const start = new Date('2026-12-01T09:00:00Z');
    await fail(keys, 4, start);
    expect(await fail(keys, 4, at(start, minutes(16)))).toBe(0);
    expect(await throttleWait(connection.db, keys, at(start, minutes(16)))).toBe(0);
  });

  it("a success resets the account's counter and its lock level", async () => {
    const keys = keysFor();
    const start = new Date('2026-12-01T10:00:00Z');
    expect(await fail(keys, 5, start)).toBe(30);
    await clearThrottle(connection.db, keys.account);
    expect(await throttleWait(connection.db, keys, start)).toBe(0);
    expect(await fail(keys, 4, start)).toBe(0);
    // The account starts again at the first lock; the address keeps its own count (9 < 20).
    expect(await recordFailure(connection.db, keys, start)).toBe(30);
  });

  it('locks a client address after 20 failures across accounts', async () => {
    const address = `2001:db8::${randomUUID()}`;
    const start = new Date('2026-12-01T11:00:00Z');
    let wait = 0;
    for (let i = 0; i < throttlePolicy.address.maxFailures; i++)
      wait = await recordFailure(
        connection.db,
        throttleKeys(`u${i}-${randomUUID()}@x.ae`, address),
        start,
      );
    expect(wait).toBe(30);
    expect(
      await throttleWait(connection.db, throttleKeys(`new-${randomUUID()}@x.ae`, address), start),
    ).toBe(30);
  });

  it('stores hashes, never the e-mail or the address, with an expiry for old rows', async () => {
    const email = `Hash-${randomUUID()}@Example.ae`;
    const keys = throttleKeys(` ${email} `, '2001:db8::1');
    expect(keys.account.key).toBe(throttleKeys(email.toLowerCase(), '2001:db8::1').account.key);
    const now = new Date('2026-12-01T12:00:00Z');
    await recordFailure(connection.db, keys, now);
    const rows = rowsOf<{ key: string; expires_at: string | Date }>(
      await connection.db.execute(
        sql`select key, expires_at from auth_throttle where key in (${keys.account.key}, ${keys.address.key})`,
      ),
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.key).not.toContain(email.toLowerCase().split('@')[0]);
      expect(row.key).not.toContain('2001:db8');
      expect(new Date(row.expires_at).getTime()).toBeGreaterThan(now.getTime());
    }
  });
});
