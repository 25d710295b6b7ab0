import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { closedDays, leads } from '@/lib/db/schema';
import { DAYS_SHOWN, slotValue } from '@/lib/booking/model';
import { loadOfferedDays, offeredValues } from '@/lib/booking/offered';
import { zoneCalendar } from '@/lib/booking/store';
import { submitBooking, type BookingContext } from '@/lib/booking/submit';
import { newFormKey } from '@/lib/requests/token';
import { submitLead, type SubmissionContext } from '@/lib/leads/submit';
import { targets } from './databases';

// No form may offer a time the server refuses. For several moments of the week, this lists the windows
// exactly as the quote and call-back form sections do (loadOfferedDays, the function they call) and the
// open windows of the booking calendar, submits every one of them, and expects every one accepted.

/** A moment in Dubai (UTC+4). 22 November 2026 is a Sunday; 2 December (National Day) is closed here. */
const at = (local: string) => new Date(`${local}+04:00`);
const HOLIDAY = '2026-12-02';
const moments: [string, Date][] = [
  ['a Sunday morning', at('2026-11-22T09:00:00')],
  ['a Thursday at 17:20', at('2026-11-26T17:20:00')],
  ['a Friday at 12:10', at('2026-11-27T12:10:00')],
  ['a Saturday', at('2026-11-28T11:00:00')],
  ['the eve of a closed day', at('2026-12-01T16:30:00')],
];

const person = (now: Date) => ({
  fullName: 'Amina Khalid',
  phone: '050 123 4567',
  email: 'amina@example.com',
  startedAt: String(now.getTime() - 20_000),
  website: '',
});
const quote = (slot: string, now: Date) => ({
  ...person(now),
  service: 'air-conditioning',
  emirate: 'dubai',
  propertyType: 'villa',
  slot,
});
const callback = (slot: string, now: Date) => ({ ...person(now), service: 'mep', slot });
const booking = (slot: string, now: Date) => ({
  ...quote(slot, now),
  acUnits: '2',
  area: 'Mirdif',
  idempotencyKey: newFormKey(),
});

describe.each(targets)('offered windows on $name', ({ open }) => {
  let conn: Connection;
  let n = 0;
  /** A fresh client per submission: the rate limit is not what this test is about. */
  const leadCtx = (now: Date): SubmissionContext => ({
    db: async () => conn.db,
    locale: 'en',
    clientKey: `visitor-${++n}`,
    emails: [],
    now,
  });
  const bookingCtx = (now: Date): BookingContext => ({
    ...leadCtx(now),
    linkFor: (token) => `/book/${token}`,
  });

  beforeAll(async () => {
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(
      sql`truncate leads, lead_outbox, rate_limits, bookings, events, booking_photos, slot_usage, closed_days cascade`,
    );
    await conn.db.insert(closedDays).values({
      day: HOLIDAY,
      nameEn: 'National Day',
      nameAr: 'اليوم الوطني',
    });
  });
  afterAll(async () => conn?.close());

  it('names the closure of a day staff closed, not of a weekly closed day', async () => {
    const calendar = await zoneCalendar(conn.db, 'dubai', {
      now: moments[0]![1],
      days: DAYS_SHOWN,
    });
    const byDate = Object.fromEntries(calendar.map((d) => [d.date, d]));
    expect(byDate[HOLIDAY]).toMatchObject({
      closed: true,
      holiday: { en: 'National Day', ar: 'اليوم الوطني' },
    });
    expect(byDate['2026-11-28']).toMatchObject({ closed: true });
    expect(byDate['2026-11-28']!.holiday).toBeUndefined();
  });

  it.each(moments)('accepts every window offered on %s', async (_label, now) => {
    const quoteSlots = offeredValues(await loadOfferedDays(conn.db, 'quote', now));
    const callSlots = offeredValues(await loadOfferedDays(conn.db, 'callback', now));
    const calendar = await zoneCalendar(conn.db, 'dubai', { now, days: DAYS_SHOWN });
    const bookable = calendar
      .flatMap((d) => d.slots)
      .filter((s) => s.state === 'open')
      .map((s) => slotValue(s.date, s.window));

    // Something is offered at every moment, and never a Saturday or the holiday.
    for (const slots of [quoteSlots, callSlots, bookable]) {
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.filter((s) => s.startsWith(HOLIDAY) || s.startsWith('2026-11-28'))).toEqual([]);
    }
    // The quote form offers the booking calendar's visit windows (a quote takes no capacity, so a full
    // window stays on offer): one source.
    expect(quoteSlots).toEqual(
      calendar
        .flatMap((d) => d.slots)
        .filter((s) => s.state === 'open' || s.state === 'full')
        .map((s) => slotValue(s.date, s.window)),
    );
    // The call-back form: the rest of today (or the next working day) and the working day after.
    expect(new Set(callSlots.map((s) => s.slice(0, 10))).size).toBe(2);

    const quotes = await Promise.all(
      quoteSlots.map((slot) => submitLead('quote', quote(slot, now), leadCtx(now))),
    );
    const calls = await Promise.all(
      callSlots.map((slot) => submitLead('callback', callback(slot, now), leadCtx(now))),
    );
    const booked = await Promise.all(
      bookable.map((slot) => submitBooking(booking(slot, now), bookingCtx(now))),
    );
    const refusedOf = (slots: string[], results: { ok: boolean }[]) =>
      slots.filter((_, i) => !results[i]!.ok);
    expect(refusedOf(quoteSlots, quotes)).toEqual([]);
    expect(refusedOf(callSlots, calls)).toEqual([]);
    expect(refusedOf(bookable, booked)).toEqual([]);

    // Each stored with the window it was offered as.
    const stored = async (kind: 'quote' | 'callback' | 'booking') =>
      (
        await conn.db
          .select({ date: leads.preferredDate, window: leads.preferredWindow })
          .from(leads)
          .where(eq(leads.kind, kind))
      )
        .map((r) => slotValue(r.date!, r.window!))
        .sort();
    expect(await stored('quote')).toEqual([...quoteSlots].sort());
    expect(await stored('callback')).toEqual([...callSlots].sort());
    expect(await stored('booking')).toEqual([...bookable].sort());
  });

  it('refuses a Saturday, a window of a holiday and a window that ended, storing nothing', async () => {
    const now = at('2026-12-01T16:30:00');
    const refused = [
      ['2026-11-28_10-12', 'invalid'],
      [`${HOLIDAY}_10-12`, 'invalid'],
      ['2026-12-01_08-10', 'passed'],
      ['2026-12-01_14-16', 'passed'],
    ] as const;
    for (const [slot, code] of refused) {
      expect(await submitLead('quote', quote(slot, now), leadCtx(now))).toEqual({
        ok: false,
        fieldErrors: { slot: code },
      });
      expect(await submitLead('callback', callback(slot, now), leadCtx(now))).toEqual({
        ok: false,
        fieldErrors: { slot: code },
      });
      expect(await submitBooking(booking(slot, now), bookingCtx(now))).toMatchObject({
        ok: false,
        formError: 'slotUnavailable',
      });
    }
    // 16-18 today is still a call-back window at 16:30 but inside a visit's lead time.
    expect((await submitLead('callback', callback('2026-12-01_16-18', now), leadCtx(now))).ok).toBe(
      true,
    );
    expect(await submitLead('quote', quote('2026-12-01_16-18', now), leadCtx(now))).toEqual({
      ok: false,
      fieldErrors: { slot: 'passed' },
    });
    const rows = await conn.db
      .select({ kind: leads.kind })
      .from(leads)
      .where(and(eq(leads.preferredDate, '2026-12-01'), eq(leads.preferredWindow, '16-18')));
    expect(rows).toEqual([{ kind: 'callback' }]);
    expect((await conn.db.select().from(leads)).length).toBe(1);
  });
});
