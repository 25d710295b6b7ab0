import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { events, prices } from '@/lib/db/schema';
import { priceList } from '@/lib/pricing/price-list';
import { readPrices, setPrice } from '@/lib/pricing/store';
import { targets } from './databases';

/** The price events of the one history, as the old price_changes rows read. */
const priceChanges = (conn: Connection) =>
  conn.db
    .select()
    .from(events)
    .where(eq(events.kind, 'price'))
    .orderBy(asc(events.createdAt), asc(events.seq))
    .then((rows) =>
      rows.map((e) => ({
        priceId: e.subject?.replace(/^price:/, ''),
        oldCents: (e.before as { cents: number }).cents,
        newCents: (e.after as { cents: number }).cents,
        actor: e.actor,
        createdAt: e.createdAt,
      })),
    );

describe.each(targets)('price list on $name', ({ open }) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(sql`truncate prices, events cascade`);
  });
  afterAll(async () => conn?.close());

  it('is seeded from the versioned file, entry for entry', async () => {
    const read = await readPrices(conn.db);
    expect(read).toEqual(priceList);
    expect(await conn.db.select().from(prices)).toHaveLength(priceList.length);
  });

  it('keeps a staff change over the seed, and records who changed what from what to what', async () => {
    await readPrices(conn.db);
    expect(await setPrice(conn.db, 'visit.diagnosis', 175.5, 'staff:ops@example.ae')).toEqual({
      ok: true,
      changed: true,
    });
    const read = await readPrices(conn.db); // seeds again: must not overwrite
    expect(read.find((p) => p.id === 'visit.diagnosis')?.amount).toBe(175.5);
    const [change] = await priceChanges(conn);
    expect(change).toMatchObject({
      priceId: 'visit.diagnosis',
      oldCents: 15_000,
      newCents: 17_550,
      actor: 'staff:ops@example.ae',
    });
    expect(await setPrice(conn.db, 'no.such.price', 10, 'staff:ops@example.ae')).toEqual({
      ok: false,
      reason: 'unknown',
    });
  });

  it('audits every change in order, names each actor, and writes nothing when the amount is the same', async () => {
    await readPrices(conn.db);
    await setPrice(conn.db, 'amc.tier-25', 17.5, 'staff:a@example.ae');
    await setPrice(conn.db, 'amc.tier-25', 17.5, 'staff:b@example.ae'); // no change: no row
    expect(await setPrice(conn.db, 'amc.tier-25', 17.5, 'staff:b@example.ae')).toEqual({
      ok: true,
      changed: false,
    });
    await setPrice(conn.db, 'amc.tier-25', 12, 'staff:b@example.ae');
    const changes = await priceChanges(conn);
    expect(
      changes.map(({ priceId, oldCents, newCents, actor }) => ({
        priceId,
        oldCents,
        newCents,
        actor,
      })),
    ).toEqual([
      { priceId: 'amc.tier-25', oldCents: 1500, newCents: 1750, actor: 'staff:a@example.ae' },
      { priceId: 'amc.tier-25', oldCents: 1750, newCents: 1200, actor: 'staff:b@example.ae' },
    ]);
    const [row] = await conn.db.select().from(prices).where(eq(prices.id, 'amc.tier-25'));
    expect(row).toMatchObject({ amountCents: 1200, updatedBy: 'staff:b@example.ae' });
    expect(changes[0]!.createdAt.getTime()).toBeLessThanOrEqual(changes[1]!.createdAt.getTime());
  });

  it('refuses a price of zero or less in the database itself', async () => {
    await readPrices(conn.db);
    await expect(setPrice(conn.db, 'visit.diagnosis', 0, 'staff:x')).rejects.toThrow();
  });
});
