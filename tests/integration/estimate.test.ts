import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { leads } from '@/lib/db/schema';
import { submitBooking, type BookingContext } from '@/lib/booking/submit';
import { submitLead } from '@/lib/leads/submit';
import { PRICE_LIST_VERSION } from '@/lib/pricing/price-list';
import { readPrices, seedPrices, setPrice } from '@/lib/pricing/store';
import { targets } from './databases';

// Sunday 22 November 2026, 10:00 in Dubai.
const now = new Date('2026-11-22T06:00:00Z');
const person = () => ({
  fullName: 'Amina Khalid',
  phone: '050 123 4567',
  email: 'amina@example.com',
  idempotencyKey: `${randomUUID()}-abcd`,
  startedAt: String(now.getTime() - 20_000),
  website: '',
});
const booking = (overrides: Record<string, unknown> = {}) => ({
  ...person(),
  service: 'air-conditioning/repair-cleaning',
  propertyType: 'apartment',
  acUnits: '3',
  emirate: 'dubai',
  area: 'Dubai Marina',
  slot: '2026-11-24_10-12',
  message: '',
  ...overrides,
});

describe.each(targets)('stored estimates on $name', ({ open }) => {
  let conn: Connection;
  let ctx: BookingContext;
  const storedEstimates = async () =>
    (await conn.db.select({ kind: leads.kind, estimate: leads.estimate }).from(leads)).map(
      (r) => r.estimate as Record<string, unknown> | null,
    );

  beforeAll(async () => {
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(
      sql`truncate leads, lead_outbox, rate_limits, bookings, events, slot_usage, prices cascade`,
    );
    ctx = {
      db: async () => conn.db,
      locale: 'en',
      clientKey: `client-${randomUUID()}`,
      emails: [],
      linkFor: (token) => `/book/${token}`,
      now,
      // The database's prices, read fresh: what getPrices() serves once its cache expires.
      prices: async () => new Map((await readPrices(conn.db)).map((p) => [p.id, p])),
    };
  });
  afterAll(async () => conn?.close());

  it('stores the estimate with a booking: 3 split units deep cleaning, the price list version and the time', async () => {
    const result = await submitBooking(booking(), ctx);
    expect(result.ok).toBe(true);
    const [stored] = await storedEstimates();
    // The basket of the one line the booking's service and units stand for (lib/pricing/basket.ts).
    expect(stored).toMatchObject({
      lines: [
        {
          priceId: 'deep-cleaning.split',
          unitType: 'split',
          count: 3,
          unitPriceFils: 25_000,
          discountPercent: 0,
          low: 75_000,
          high: 97_500,
          listVersion: PRICE_LIST_VERSION,
        },
      ],
      low: 75_000,
      high: 97_500,
      lowWithVat: 78_750,
      highWithVat: 102_375,
      listVersion: PRICE_LIST_VERSION,
      at: now.toISOString(),
    });
  });

  it("computes from the database's prices and ignores numbers the browser sends", async () => {
    await seedPrices(conn.db);
    expect((await setPrice(conn.db, 'cleaning.split', 180, 'staff:ops@example.ae')).ok).toBe(true);
    await submitBooking(
      booking({
        service: 'air-conditioning/maintenance',
        acUnits: '2',
        estimate: '{"low":1}',
        low: '1',
        unitPrice: '1',
      }),
      ctx,
    );
    const [stored] = await storedEstimates();
    expect(stored).toMatchObject({
      lines: [{ priceId: 'cleaning.split', unitPriceFils: 18_000, low: 36_000 }],
      low: 36_000,
    });
  });

  it('stores no estimate for a service without a list price', async () => {
    const result = await submitBooking(booking({ service: 'air-conditioning' }), ctx);
    expect(result.ok).toBe(true);
    expect(await storedEstimates()).toEqual([null]);
  });

  it("stores a quote's estimate from its hidden fields (40 units of the standard AMC: 15 %), and none without them", async () => {
    const quote = (extra: Record<string, unknown>) =>
      submitLead(
        'quote',
        {
          ...person(),
          service: 'air-conditioning/amc',
          emirate: 'dubai',
          propertyType: 'residential-building',
          acUnits: '40',
          slot: '2026-11-24_08-10',
          message: '',
          ...extra,
        },
        { ...ctx, clientKey: `client-${randomUUID()}` },
      );
    expect(
      (
        await quote({
          estimateService: 'amc-standard',
          estimateUnitType: 'split',
          estimateUnits: '40',
          estimateLow: '1',
        })
      ).ok,
    ).toBe(true);
    expect((await quote({})).ok).toBe(true);
    expect((await quote({ estimateService: 'amc-gold', estimateUnits: '40' })).ok).toBe(true);
    const rows = await storedEstimates();
    expect(rows.filter((r) => r === null)).toHaveLength(2);
    expect(rows.find((r) => r !== null)).toMatchObject({
      priceId: 'amc.standard',
      discountPercent: 15,
      low: 1_530_000,
      high: 1_530_000,
      lowWithVat: 1_606_500,
      priceListVersion: PRICE_LIST_VERSION,
    });
  });
});
