import { unstable_cache } from 'next/cache';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { withDeadline } from '@/lib/db/deadline';
import { prices } from '@/lib/db/schema';
import { subjects } from '@/lib/events/model';
import { recordEvent } from '@/lib/events/record';
import { errorCode, log } from '@/lib/log';
import { priceList, type PriceItem, type Prices } from './price-list';

// The price list as the database holds it. Every page that states a price reads it through
// getPrices(), cached under PRICES_TAG: a staff change revalidates the tag (and the pages built with
// it) at once, and the cache also expires after PRICES_MAX_AGE seconds, so a change made elsewhere (a
// script, another instance's cache) shows within a minute.

export const PRICES_TAG = 'prices';
export const PRICES_MAX_AGE = 30;

const toRow = (item: PriceItem) => ({
  id: item.id,
  kind: item.kind,
  amountCents: Math.round(item.amount * 100),
});

/** Adds the entries of the versioned list the database lacks; never overwrites a price staff set. */
export async function seedPrices(db: Db) {
  await db.insert(prices).values(priceList.map(toRow)).onConflictDoNothing();
}

/**
 * The list with the database's amounts. Entries are the versioned file's (its kinds, units and
 * tiers); the database holds the amounts, so a row for an entry the file no longer has is ignored.
 */
export async function readPrices(db: Db): Promise<PriceItem[]> {
  await seedPrices(db);
  const rows = await db.select().from(prices);
  const amounts = new Map(rows.map((r) => [r.id, r.amountCents / 100]));
  return priceList.map((item) => ({ ...item, amount: amounts.get(item.id) ?? item.amount }));
}

/** Sets one price as a staff member, with its audit row, in one transaction. */
export async function setPrice(db: Db, id: string, amount: number, actor: string) {
  const cents = Math.round(amount * 100);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(prices).where(eq(prices.id, id)).for('update');
    if (!current) return { ok: false as const, reason: 'unknown' as const };
    if (current.amountCents === cents) return { ok: true as const, changed: false };
    await tx
      .update(prices)
      .set({ amountCents: cents, updatedAt: sql`now()`, updatedBy: actor })
      .where(eq(prices.id, id));
    await recordEvent(tx, {
      subject: subjects.price(id),
      kind: 'price',
      before: { cents: current.amountCents },
      after: { cents },
      actor,
    });
    return { ok: true as const, changed: true };
  });
}

const cachedPrices = unstable_cache(
  async (): Promise<PriceItem[]> => {
    // While the site is being built there is no database to ask (PGlite is one process; the build
    // runs several): pages are built with the versioned list, under the same tag and lifetime, so they
    // take the database's prices within a minute of serving and at once on a staff change.
    if (process.env.NEXT_PHASE === 'phase-production-build') return [...priceList];
    const { getDb } = await import('@/lib/db/client');
    return readPrices((await getDb()).db);
  },
  ['price-list'],
  { tags: [PRICES_TAG], revalidate: PRICES_MAX_AGE },
);

/** How long a page waits for the price list before it shows the last one it had. */
export const PRICES_WAIT_MS = 1_500;
/** After a failed read, pages use the last list for this long without asking the database again. */
const COOL_OFF_MS = 15_000;
// Per server process: the list last read, and until when the database is not asked (a page may call
// getPrices three times; while PostgreSQL is down or restarting each call must not wait again).
const memo = globalThis as typeof globalThis & {
  __lastPrices?: readonly PriceItem[];
  __pricesCoolOffUntil?: number;
};

/**
 * The prices pages show. A database that does not answer within PRICES_WAIT_MS gives the list last
 * read (the versioned list before the first read), never an error nor a long wait.
 */
export async function getPrices(): Promise<Prices> {
  if (Date.now() < (memo.__pricesCoolOffUntil ?? 0)) return mapOf(memo.__lastPrices ?? priceList);
  try {
    const items = await withDeadline(PRICES_WAIT_MS, () => cachedPrices());
    memo.__lastPrices = items;
    return mapOf(items);
  } catch (error) {
    memo.__pricesCoolOffUntil = Date.now() + COOL_OFF_MS;
    log.error('prices.read_failed', errorCode(error));
    return mapOf(memo.__lastPrices ?? priceList);
  }
}

const mapOf = (items: readonly PriceItem[]): Prices => new Map(items.map((p) => [p.id, p]));
