import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { bookings, leads, requestLines } from '@/lib/db/schema';
import { renderBookingEmail } from '@/lib/booking/emails';
import { bookingCalendar } from '@/lib/booking/ics';
import { bookingByToken } from '@/lib/booking/by-token';
import { submitBooking, type BookingContext } from '@/lib/booking/submit';
import { listPrices } from '@/lib/pricing/price-list';
import { targets } from './databases';

// The basket carried into a booking: priced again by the server from its own list, stored line by
// line in the booking's transaction, and told back the same way on every page and message.

const now = new Date('2026-11-22T06:00:00Z');
const villa = 'deep-cleaning.split:split:6,deep-cleaning.ducted:ducted:1';
const booking = (overrides: Record<string, unknown> = {}) => ({
  service: 'air-conditioning/repair-cleaning',
  propertyType: 'villa',
  acUnits: '7',
  emirate: 'dubai',
  area: 'Dubai Marina',
  slot: '2026-11-24_10-12',
  fullName: 'Amina Khalid',
  phone: '050 123 4567',
  email: 'amina@example.com',
  idempotencyKey: `${randomUUID()}-abcd`,
  startedAt: String(now.getTime() - 20_000),
  website: '',
  ...overrides,
});

describe.each(targets)('booking lines on $name', ({ open }) => {
  let conn: Connection;
  let ctx: BookingContext;
  beforeAll(async () => {
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(
      sql`truncate leads, lead_outbox, rate_limits, bookings, events, slot_usage, request_lines cascade`,
    );
    ctx = {
      db: async () => conn.db,
      locale: 'en',
      clientKey: `client-${randomUUID()}`,
      emails: ['notify_company', 'confirm_visitor'],
      linkFor: (token) => `/book/${token}`,
      now,
      prices: async () => listPrices(),
    };
  });
  afterAll(async () => conn?.close());

  it('stores 6 split and 1 ducted deep cleaning as two lines priced by the server, whatever amounts the post names', async () => {
    const result = await submitBooking(
      // A forged post: amounts of its own beside the lines. None is read.
      booking({ lines: villa, low: '1', high: '1', unitPriceFils: '1', estimate: '{"low":1}' }),
      ctx,
    );
    expect(result.ok).toBe(true);
    const rows = await conn.db.select().from(requestLines).orderBy(requestLines.position);
    expect(
      rows.map((r) => [r.priceId, r.unitType, r.count, r.unitPriceFils, r.lowFils, r.highFils]),
    ).toEqual([
      ['deep-cleaning.split', 'split', 6, 25_000, 150_000, 195_000],
      ['deep-cleaning.ducted', 'ducted', 1, 55_000, 55_000, 71_500],
    ]);
    expect(rows.every((r) => r.listVersion === rows[0]!.listVersion)).toBe(true);
    const [lead] = await conn.db.select().from(leads);
    expect(lead!.estimate).toMatchObject({ low: 205_000, high: 266_500, highWithVat: 279_825 });
    expect(rows[0]!.requestId).toBe(lead!.id);
  });

  it('refuses a line the price list does not have, and stores nothing', async () => {
    for (const lines of [
      'deep-cleaning.split:split:6,deep-cleaning.spaceship:split:1',
      'deep-cleaning.split:ducted:1',
      'repair.compressor:split:1',
      'deep-cleaning.split:split:6:1',
    ]) {
      const result = await submitBooking(booking({ lines }), ctx);
      expect(result, lines).toMatchObject({ ok: false, fieldErrors: { lines: 'invalid' } });
    }
    expect(await conn.db.select().from(bookings)).toHaveLength(0);
    expect(await conn.db.select().from(requestLines)).toHaveLength(0);
  });

  it('keeps a gas top-up a gas top-up: its line, its name on the page, the e-mail and the .ics', async () => {
    const result = await submitBooking(
      booking({ lines: 'gas.r410a:split:1', acUnits: '1', email: 'g@example.com' }),
      ctx,
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    const found = (await bookingByToken(conn.db, result.token))!;
    expect(found.lines.map((l) => [l.priceId, l.unitType, l.low, l.high])).toEqual([
      ['gas.r410a', 'split', 30_000, 48_000],
    ]);
    const mail = renderBookingEmail('confirm_visitor', {
      ...found,
      link: `/book/${result.token}`,
      siteUrl: 'https://www.example.ae',
      brand: { en: 'Qimma', ar: 'قمة' },
    });
    expect(mail.text).toContain('Gas top-up: R410A gas, Split unit');
    expect(mail.text).toContain('AED 300 to AED 480');
    expect(mail.text).toContain('Total with VAT: AED 315 to AED 504');
    expect(mail.text).not.toContain('Repair');
    // The reference and the day are told once each (intro, recap), then what comes next.
    const lines = mail.text.split('\n').filter((line) => !line.startsWith('https://'));
    expect(lines.filter((line) => line.includes(found.booking.reference))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('24 November 2026'))).toHaveLength(1);
    expect(mail.text).toContain('Our bookings coordinator calls you');
    const ics = bookingCalendar({
      ...found,
      token: result.token,
      siteUrl: 'https://www.example.ae',
      company: { en: 'Qimma', ar: 'قمة' },
      email: 'hello@example.ae',
    });
    expect(ics.replace(/\r\n[ \t]/g, '')).toContain('Gas top-up: R410A gas\\, Split unit');
  });

  it('books a plain link (a service and units) as the one line it stands for', async () => {
    const result = await submitBooking(booking({ acUnits: '2' }), ctx);
    expect(result.ok).toBe(true);
    const rows = await conn.db.select().from(requestLines);
    expect(rows.map((r) => [r.priceId, r.count])).toEqual([['deep-cleaning.split', 2]]);
    const [lead] = await conn.db.select().from(leads).where(eq(leads.kind, 'booking'));
    expect(lead!.acUnits).toBe(2);
  });
});
