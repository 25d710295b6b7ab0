import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import {
  bookingCapacity,
  bookingPhotos,
  events,
  bookings,
  leadOutbox,
  leads,
  slotUsage,
} from '@/lib/db/schema';
import { allWindows } from '@/lib/config/hours';
import { bookingByToken } from '@/lib/booking/by-token';
import { moveBooking, setBookingStatus, zoneCalendar } from '@/lib/booking/store';
import { submitBooking, type BookingContext } from '@/lib/booking/submit';
import { defaultCapacity, zones } from '@/lib/booking/zones';
import { targets } from './databases';

// Sunday 22 November 2026, 10:00 in Dubai.
const now = new Date('2026-11-22T06:00:00Z');
const key = () => `${randomUUID()}-abcd`;
const booking = (overrides: Record<string, unknown> = {}) => ({
  service: 'air-conditioning',
  propertyType: 'apartment',
  acUnits: '2',
  emirate: 'dubai',
  area: 'Dubai Marina',
  slot: '2026-11-24_10-12',
  fullName: 'Amina Khalid',
  phone: '050 123 4567',
  email: 'amina@example.com',
  message: 'Water drips from the bedroom unit.',
  idempotencyKey: key(),
  startedAt: String(now.getTime() - 20_000),
  website: '',
  ...overrides,
});

describe.each(targets)('booking on $name', ({ open }) => {
  let conn: Connection;
  let ctx: BookingContext;
  const countOf = async (table: typeof leads | typeof bookings | typeof events) =>
    (await conn.db.select({ n: count() }).from(table))[0]!.n;

  beforeAll(async () => {
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(
      sql`truncate leads, lead_outbox, rate_limits, bookings, events, booking_photos, slot_usage cascade`,
    );
    await conn.db.update(bookingCapacity).set({
      places: sql`case zone
      when 'dubai' then ${defaultCapacity.dubai} when 'northern' then ${defaultCapacity.northern}
      when 'abu-dhabi' then ${defaultCapacity['abu-dhabi']} else 2 end`,
    });
    ctx = {
      db: async () => conn.db,
      locale: 'en',
      clientKey: 'test-client',
      emails: ['notify_company', 'confirm_visitor'],
      linkFor: (token) => `/book/${token}`,
      now,
    };
  });
  afterAll(async () => conn?.close());

  it('seeds a capacity for every zone and every window the opening hours make', async () => {
    const rows = await conn.db.select().from(bookingCapacity);
    expect(rows).toHaveLength(zones.length * allWindows.length);
    for (const zone of zones)
      for (const window of allWindows)
        expect(rows.find((r) => r.zone === zone && r.window === window)?.places).toBeGreaterThan(0);
  });

  it('books 5 of 200 concurrent requests for a window with 5 places; the rest are offered the next', async () => {
    await conn.db
      .update(bookingCapacity)
      .set({ places: 5 })
      .where(and(eq(bookingCapacity.zone, 'dubai'), eq(bookingCapacity.window, '10-12')));
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        submitBooking(booking({ phone: `050 123 ${String(4000 + i)}` }), {
          ...ctx,
          clientKey: `client-${i}`,
          locale: i % 2 ? 'ar' : 'en',
        }),
      ),
    );
    const booked = results.filter((r) => r.ok);
    expect(booked).toHaveLength(5);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(195);
    for (const r of refused) {
      expect(r.formError).toBe('slotFull');
      expect(r.nextSlots?.length).toBeGreaterThan(0);
      expect(r.nextSlots!.every((s) => s.state === 'open')).toBe(true);
      expect(r.nextSlots!.map((s) => `${s.date}_${s.window}`)).not.toContain('2026-11-24_10-12');
    }
    expect(await countOf(leads)).toBe(5);
    expect(await countOf(bookings)).toBe(5);
    expect(await countOf(events)).toBe(5);
    const [usage] = await conn.db.select().from(slotUsage);
    expect(usage?.booked).toBe(5);
    expect((await conn.db.select({ n: count() }).from(leadOutbox))[0]!.n).toBe(10);
  });

  it('books once for a double click, and the second answer carries the same reference and link', async () => {
    const input = booking();
    const [a, b] = await Promise.all([submitBooking(input, ctx), submitBooking(input, ctx)]);
    const c = await submitBooking(input, ctx);
    expect(a.ok && b.ok && c.ok).toBe(true);
    if (!a.ok || !b.ok || !c.ok) return;
    expect(new Set([a.reference, b.reference, c.reference]).size).toBe(1);
    expect(new Set([a.token, b.token, c.token]).size).toBe(1);
    expect(await countOf(bookings)).toBe(1);
    expect((await conn.db.select().from(slotUsage))[0]?.booked).toBe(1);
  });

  it('keeps only a hash of the private link, and finds the booking by the link alone', async () => {
    const result = await submitBooking(booking(), ctx);
    if (!result.ok) throw new Error('not booked');
    expect(result.reference).toMatch(/^BK-[2-9A-HJKMNP-TV-Z]{6}$/);
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const dump = JSON.stringify(await conn.db.select().from(bookings));
    expect(dump).not.toContain(result.token);
    const found = await bookingByToken(conn.db, result.token);
    expect(found?.booking.reference).toBe(result.reference);
    expect(found?.lead.name).toBe('Amina Khalid');
    const oneOff = result.token.slice(0, -1) + (result.token.endsWith('A') ? 'B' : 'A');
    expect(await bookingByToken(conn.db, oneOff)).toBeNull();
    expect(await bookingByToken(conn.db, result.reference)).toBeNull();
    const [outbox] = await conn.db
      .select()
      .from(leadOutbox)
      .where(eq(leadOutbox.kind, 'confirm_visitor'));
    expect(outbox?.link).toBe(`/book/${result.token}`);
  });

  it('refuses a window that is past, closed, a holiday or beyond the horizon, and stores nothing', async () => {
    for (const slot of [
      '2026-11-22_08-10', // earlier today
      '2026-11-22_10-12', // inside the two-hour lead time
      '2026-11-28_10-12', // Saturday
      '2026-11-27_14-16', // Friday afternoon
      '2026-12-02_10-12', // National Day
      '2027-01-20_10-12', // beyond 30 days
    ]) {
      const result = await submitBooking(booking({ slot }), { ...ctx, clientKey: slot });
      expect(result.ok ? 'booked' : result.formError, slot).toBe('slotUnavailable');
    }
    expect(await countOf(leads)).toBe(0);
  });

  it('answers invalid fields with codes and stores nothing', async () => {
    const result = await submitBooking(
      booking({ slot: 'tomorrow', phone: '12', fullName: '', service: 'x' }),
      ctx,
    );
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.fieldErrors).toMatchObject({
      slot: 'invalid',
      phone: 'invalid',
      fullName: 'required',
      service: 'invalid',
    });
    expect(await countOf(leads)).toBe(0);
  });

  it('refuses an area of another emirate (by its slug or its name, in either language); a free-text area of the emirate books in its zone', async () => {
    for (const area of ['dubai-marina', 'Dubai Marina', 'دبي مارينا', ' dubai  marina '])
      expect(
        await submitBooking(booking({ emirate: 'sharjah', area }), { ...ctx, clientKey: area }),
        area,
      ).toEqual({ ok: false, fieldErrors: { area: 'otherEmirate' } });
    expect(await countOf(leads)).toBe(0);
    expect((await submitBooking(booking({ emirate: 'sharjah', area: 'Al Majaz' }), ctx)).ok).toBe(
      true,
    );
    expect((await submitBooking(booking({ emirate: 'sharjah', area: 'Al Nahda 2' }), ctx)).ok).toBe(
      true,
    );
    const zones = await conn.db.select({ zone: bookings.zone }).from(bookings);
    expect(zones.map((z) => z.zone)).toEqual(['northern', 'northern']);
  });

  it('moves a booking within capacity and gives the old place back; records who did it', async () => {
    const result = await submitBooking(booking(), ctx);
    if (!result.ok) throw new Error('not booked');
    await conn.db
      .update(bookingCapacity)
      .set({ places: 0 })
      .where(and(eq(bookingCapacity.zone, 'dubai'), eq(bookingCapacity.window, '14-16')));
    const full = await moveBooking(
      conn.db,
      { token: result.token },
      { day: '2026-11-25', window: '14-16' },
      'visitor',
      now,
    );
    expect(full).toEqual({ ok: false, reason: 'full' });
    const moved = await moveBooking(
      conn.db,
      { token: result.token },
      { day: '2026-11-25', window: '08-10' },
      'visitor',
      now,
    );
    expect(moved).toEqual({ ok: true });
    const usage = await conn.db.select().from(slotUsage);
    expect(usage.find((u) => u.day === '2026-11-24' && u.window === '10-12')?.booked).toBe(0);
    expect(usage.find((u) => u.day === '2026-11-25' && u.window === '08-10')?.booked).toBe(1);
    const found = await bookingByToken(conn.db, result.token);
    expect(found?.lead.preferredDate).toBe('2026-11-25');
    expect(
      found?.events.map((e) => [
        e.kind,
        e.actor,
        e.after && 'slot' in e.after ? e.after.slot : null,
      ]),
    ).toEqual([
      ['created', 'visitor', '2026-11-24_10-12'],
      ['moved', 'visitor', '2026-11-25_08-10'],
    ]);
  });

  it('cancels up to the cut-off, then only staff can change it', async () => {
    const result = await submitBooking(booking(), ctx);
    if (!result.ok) throw new Error('not booked');
    // 9:00 on the day of a 10-12 visit: inside the two-hour cut-off.
    const late = new Date('2026-11-24T05:00:00Z');
    expect(
      await setBookingStatus(conn.db, { token: result.token }, 'cancelled', 'visitor', late),
    ).toEqual({ ok: false, reason: 'tooLate' });
    expect(
      await setBookingStatus(conn.db, { token: result.token }, 'cancelled', 'visitor', now),
    ).toEqual({ ok: true });
    expect((await conn.db.select().from(slotUsage))[0]?.booked).toBe(0);
    expect(
      await setBookingStatus(conn.db, { token: result.token }, 'cancelled', 'visitor', now),
    ).toEqual({ ok: false, reason: 'inactive' });
    const found = await bookingByToken(conn.db, result.token);
    expect(found?.booking.status).toBe('cancelled');
    expect(found?.events.at(-1)).toMatchObject({
      kind: 'visit_status',
      after: { status: 'cancelled' },
    });
  });

  it('shows full windows as full and open ones with the places left', async () => {
    await conn.db
      .update(bookingCapacity)
      .set({ places: 1 })
      .where(and(eq(bookingCapacity.zone, 'northern'), eq(bookingCapacity.window, '08-10')));
    const booked = await submitBooking(
      booking({ emirate: 'ajman', area: 'Al Nuaimiya', slot: '2026-11-23_08-10' }),
      ctx,
    );
    expect(booked.ok).toBe(true);
    const days = await zoneCalendar(conn.db, 'northern', { now, days: 7 });
    const monday = days.find((d) => d.date === '2026-11-23')!;
    expect(monday.slots.find((s) => s.window === '08-10')).toMatchObject({ state: 'full' });
    expect(monday.slots.find((s) => s.window === '10-12')).toMatchObject({
      state: 'open',
      left: 4,
    });
    expect(days.find((d) => d.date === '2026-11-28')).toMatchObject({ closed: true, slots: [] });
    // Dubai's calendar is not touched by an Ajman booking.
    const dubai = await zoneCalendar(conn.db, 'dubai', { now, days: 2 });
    expect(dubai[1]!.slots.find((s) => s.window === '08-10')).toMatchObject({ state: 'open' });
  });

  it('decodes photos only for a valid booking within its rate limit, and says which photo failed', async () => {
    // A file that starts like a JPEG but does not decode: the decoder's answer is "not an image".
    const broken = () =>
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...Array(2000).fill(7)])], 'IMG_7.jpg');
    const withFiles = { ...ctx, files: [broken()] };
    // Invalid: the phone is refused, and the photo was never looked at.
    expect(await submitBooking(booking({ phone: '12' }), withFiles)).toMatchObject({
      ok: false,
      fieldErrors: { phone: expect.any(String) },
    });
    // Valid: now it is decoded, refused by name, and nothing is stored.
    expect(await submitBooking(booking(), withFiles)).toEqual({
      ok: false,
      fieldErrors: { photos: 'notImage' },
      file: 'IMG_7.jpg',
    });
    expect(await countOf(bookings)).toBe(0);
    // Over the rate limit: refused before any decoding.
    for (let i = 0; i < 5; i++) await submitBooking(booking(), withFiles);
    expect(await submitBooking(booking(), withFiles)).toEqual({
      ok: false,
      formError: 'rateLimited',
    });
  });

  it('stores photos with the booking', async () => {
    const photo = { mime: 'image/jpeg', width: 2, height: 2, data: new Uint8Array([1, 2, 3]) };
    const result = await submitBooking(booking(), { ...ctx, photos: [photo, photo] });
    expect(result.ok).toBe(true);
    const rows = await conn.db.select().from(bookingPhotos);
    expect(rows).toHaveLength(2);
    expect(Array.from(rows[0]!.data)).toEqual([1, 2, 3]);
  });
});
