import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import {
  bookingCapacity,
  bookings,
  closedDays,
  events as eventsTable,
  leads,
  slotUsage,
} from '@/lib/db/schema';
import { settingText, subjectName } from '@/lib/events/model';
import { setCapacity } from '@/lib/booking/capacity';
import { addClosedDay, checkClosedDay, removeClosedDay } from '@/lib/booking/closed-days';
import { newFormKey } from '@/lib/requests/token';
import { bookingByToken } from '@/lib/booking/by-token';
import { createBooking, moveBooking, setBookingStatus, zoneCalendar } from '@/lib/booking/store';
import {
  addTechnician,
  assignTechnician,
  checkTechnician,
  updateTechnician,
} from '@/lib/booking/technicians';
import { defaultCapacity, type Zone } from '@/lib/booking/zones';
import { responseFigures, weekStarts, weeklyLeads } from '@/lib/schedule/dashboard';
import { schedulePlan } from '@/lib/schedule/view';
import { targets } from './databases';

// Sunday 22 November 2026, 10:00 in Dubai.
const now = new Date('2026-11-22T06:00:00Z');
const staff = 'staff:planner@example.com' as const;
const admin = 'staff:boss@example.com' as const;

describe.each(targets)('schedule on $name', ({ open }) => {
  let conn: Connection;

  const book = async (day: string, window: string, zone: Zone = 'dubai', name = 'Amina') => {
    const result = await createBooking(
      conn.db,
      {
        lead: {
          name,
          phone: '+971501234567',
          email: null,
          service: 'air-conditioning',
          emirate: 'dubai',
          locale: 'en',
          noticeVersion: '2026-11',
          consentAt: now,
        },
        zone,
        day,
        window,
        formKey: newFormKey(),
        emails: [],
        linkFor: (token) => `/book/${token}`,
      },
      now,
    );
    if (!result.ok) throw new Error(`not booked: ${result.reason}`);
    const [row] = await conn.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, result.reference));
    return { ...row!, token: result.token };
  };
  const eventsOf = async (bookingId: string) =>
    (
      await conn.db
        .select({ event: eventsTable })
        .from(eventsTable)
        .innerJoin(bookings, eq(bookings.leadId, eventsTable.requestId))
        .where(eq(bookings.id, bookingId))
        .orderBy(asc(eventsTable.createdAt), asc(eventsTable.kind))
    ).map((r) => r.event);
  /** Settings events (subject prefix) as the settings history shows them: values in words. */
  const settingsOf = async (prefix: string) =>
    (
      await conn.db
        .select()
        .from(eventsTable)
        .where(like(eventsTable.subject, `${prefix}%`))
        .orderBy(asc(eventsTable.createdAt), asc(eventsTable.seq))
    ).map((e) => ({
      kind: e.kind,
      subject: subjectName(e.subject),
      oldValue: settingText(e.before as never),
      newValue: settingText(e.after as never),
      actor: e.actor,
    }));
  const value = (v: unknown, key: string) => (v as Record<string, unknown> | null)?.[key] ?? null;
  const usage = async (day: string, window: string) =>
    (
      await conn.db
        .select()
        .from(slotUsage)
        .where(
          and(eq(slotUsage.zone, 'dubai'), eq(slotUsage.day, day), eq(slotUsage.window, window)),
        )
    )[0]?.booked ?? 0;

  beforeAll(async () => {
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(
      sql`truncate leads, events, lead_outbox, bookings, slot_usage, technicians cascade`,
    );
    // The seeded holidays stay (other test files read them); only this file's day goes.
    await conn.db.delete(closedDays).where(eq(closedDays.day, '2026-11-26'));
    await conn.db.update(bookingCapacity).set({ places: 2 });
  });
  afterAll(async () => {
    // Back to the seeded places, for the test files that share this database.
    await conn?.db.update(bookingCapacity).set({
      places: sql`case zone
      when 'dubai' then ${defaultCapacity.dubai} when 'northern' then ${defaultCapacity.northern}
      when 'abu-dhabi' then ${defaultCapacity['abu-dhabi']} else 2 end`,
    });
    await conn?.close();
  });

  it('assigns and unassigns a technician, with an event each time and the status the customer sees', async () => {
    const b = await book('2026-11-24', '10-12');
    const checked = checkTechnician({ name: '  Ravi  Kumar ', phone: '050 765 4321' });
    expect(checked).toEqual({
      ok: true,
      value: { name: 'Ravi Kumar', nameAr: null, phone: '+971507654321', active: true },
    });
    // The Arabic form is optional, and must be in Arabic letters when given.
    expect(
      checkTechnician({ name: 'Ravi Kumar', nameAr: ' رافي  كومار ', phone: '0507654321' }),
    ).toMatchObject({ ok: true, value: { nameAr: 'رافي كومار' } });
    expect(checkTechnician({ name: 'Ravi Kumar', nameAr: 'Ravi', phone: '0507654321' })).toEqual({
      ok: false,
      error: 'nameAr',
    });
    expect(checkTechnician({ name: 'R', phone: '0507654321' })).toEqual({
      ok: false,
      error: 'name',
    });
    expect(checkTechnician({ name: 'Ravi', phone: '12' })).toEqual({ ok: false, error: 'phone' });
    const ravi = await addTechnician(
      conn.db,
      { name: 'Ravi Kumar', phone: '+971507654321', active: true },
      admin,
      now,
    );

    expect(await assignTechnician(conn.db, b.id, ravi.id, staff, now)).toEqual({ ok: true });
    let [row] = await conn.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row?.technicianId).toBe(ravi.id);
    expect(row?.status).toBe('assigned');
    const events = await eventsOf(b.id);
    expect(
      events.map((e) => [
        e.kind,
        value(e.after, 'status'),
        value(e.after, 'technicianId'),
        e.actor,
      ]),
    ).toEqual([
      ['assigned', null, ravi.id, staff],
      ['created', 'received', null, 'visitor'],
      ['visit_status', 'assigned', null, staff],
    ]);
    expect((await bookingByToken(conn.db, b.token))?.booking.status).toBe('assigned');

    // Inactive technicians are not offered, and a refused assignment changes nothing.
    await updateTechnician(
      conn.db,
      ravi.id,
      { name: 'Ravi Kumar', phone: '+971507654321', active: false },
      admin,
      now,
    );
    const b2 = await book('2026-11-24', '12-14');
    expect(await assignTechnician(conn.db, b2.id, ravi.id, staff, now)).toEqual({
      ok: false,
      reason: 'technician',
    });
    expect(await eventsOf(b2.id)).toHaveLength(1);

    expect(await assignTechnician(conn.db, b.id, null, staff, now)).toEqual({ ok: true });
    [row] = await conn.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row?.technicianId).toBeNull();
    expect(row?.status).toBe('confirmed');
    expect(await eventsOf(b.id)).toHaveLength(5);

    const techEvents = await settingsOf('technician:');
    expect(techEvents.map((e) => [e.kind, e.oldValue, e.newValue, e.actor])).toEqual([
      ['technician', null, 'Ravi Kumar +971507654321', admin],
      ['technician', 'Ravi Kumar +971507654321', 'Ravi Kumar +971507654321 (inactive)', admin],
    ]);
  });

  it('moves a booking as staff by the capacity rules, and the customer sees the new window', async () => {
    const b = await book('2026-11-24', '10-12');
    await book('2026-11-25', '08-10', 'dubai', 'Other');
    await book('2026-11-25', '08-10', 'dubai', 'Third');
    expect(
      await moveBooking(conn.db, { id: b.id }, { day: '2026-11-25', window: '08-10' }, staff, now),
    ).toEqual({ ok: false, reason: 'full' });
    expect(
      await moveBooking(conn.db, { id: b.id }, { day: '2026-11-25', window: '12-14' }, staff, now),
    ).toEqual({ ok: true });
    const found = await bookingByToken(conn.db, b.token);
    expect([found?.booking.day, found?.booking.window]).toEqual(['2026-11-25', '12-14']);
    expect(found?.events.at(-1)).toMatchObject({
      kind: 'moved',
      before: { slot: '2026-11-24_10-12' },
      after: { slot: '2026-11-25_12-14' },
      actor: staff,
    });
    expect(await usage('2026-11-24', '10-12')).toBe(0);
    expect(await usage('2026-11-25', '12-14')).toBe(1);
  });

  it('sets statuses only along the allowed transitions, each with an event', async () => {
    const b = await book('2026-11-24', '10-12');
    // On the visit's day (on the way and done wait for it), 09:00 in Dubai.
    const onDay = new Date('2026-11-24T05:00:00Z');
    expect(await setBookingStatus(conn.db, { id: b.id }, 'on_the_way', staff, onDay)).toEqual({
      ok: true,
    });
    expect(await setBookingStatus(conn.db, { id: b.id }, 'confirmed', staff, onDay)).toEqual({
      ok: false,
      reason: 'notAllowed',
    });
    expect(await setBookingStatus(conn.db, { id: b.id }, 'done', staff, onDay)).toEqual({
      ok: true,
    });
    expect(await setBookingStatus(conn.db, { id: b.id }, 'cancelled', staff, onDay)).toEqual({
      ok: false,
      reason: 'inactive',
    });
    const events = (await eventsOf(b.id)).filter((e) => e.kind === 'visit_status');
    expect(
      events.map((e) => [value(e.before, 'status'), value(e.after, 'status'), e.actor]),
    ).toEqual([
      ['received', 'on_the_way', staff],
      ['on_the_way', 'done', staff],
    ]);
    const noShow = await book('2026-11-24', '10-12');
    expect(await setBookingStatus(conn.db, { id: noShow.id }, 'no_show', staff, onDay)).toEqual({
      ok: true,
    });
    // A booking done or missed no longer holds its place.
    expect(await usage('2026-11-24', '10-12')).toBe(0);
  });

  it('changes capacity with an event, and the public calendar offers the new places', async () => {
    const places = async () =>
      (await zoneCalendar(conn.db, 'dubai', { now, from: '2026-11-24', days: 1 }))[0]!.slots.find(
        (s) => s.window === '10-12',
      );
    expect(await places()).toMatchObject({ state: 'open', left: 2 });
    expect(await setCapacity(conn.db, 'dubai', '10-12', 5, admin, now)).toEqual({ ok: true });
    expect(await places()).toMatchObject({ state: 'open', left: 5 });
    expect(await setCapacity(conn.db, 'dubai', '10-12', 5, admin, now)).toEqual({ ok: true });
    expect(
      await setCapacity(conn.db, 'dubai', '10-12', 0, admin, new Date(now.getTime() + 1000)),
    ).toEqual({ ok: true });
    expect(await places()).toMatchObject({ state: 'full', left: 0 });
    expect(await setCapacity(conn.db, 'dubai', '07-09', 3, admin, now)).toEqual({
      ok: false,
      reason: 'window',
    });
    const events = await settingsOf('capacity:');
    expect(events.map((e) => [e.kind, e.subject, e.oldValue, e.newValue, e.actor])).toEqual([
      ['capacity', 'dubai 10-12', '2', '5', admin],
      ['capacity', 'dubai 10-12', '5', '0', admin],
    ]);
  });

  it('refuses fewer places than a coming day of the window has booked, naming how many; nothing changes', async () => {
    await setCapacity(conn.db, 'dubai', '10-12', 4, admin, now);
    await book('2026-11-24', '10-12');
    const second = await book('2026-11-25', '10-12', 'dubai', 'B');
    await book('2026-11-25', '10-12', 'dubai', 'C');
    // Another window and another zone do not count.
    await book('2026-11-25', '12-14');
    await book('2026-11-25', '10-12', 'northern');
    expect(await setCapacity(conn.db, 'dubai', '10-12', 1, admin, now)).toEqual({
      ok: false,
      reason: 'booked',
      booked: 2,
      day: '2026-11-25',
    });
    const [row] = await conn.db
      .select()
      .from(bookingCapacity)
      .where(and(eq(bookingCapacity.zone, 'dubai'), eq(bookingCapacity.window, '10-12')));
    expect(row?.places).toBe(4);
    expect((await settingsOf('capacity:')).map((e) => e.newValue)).toEqual(['4']);
    // As many places as booked is fine; a cancelled booking gave its place back.
    expect(await setCapacity(conn.db, 'dubai', '10-12', 2, admin, now)).toEqual({ ok: true });
    await setBookingStatus(conn.db, { id: second.id }, 'cancelled', staff, now);
    expect(await setCapacity(conn.db, 'dubai', '10-12', 1, admin, now)).toEqual({ ok: true });
    // A window of today that has already started, and days gone by, hold nobody back.
    const later = new Date('2026-11-25T07:30:00Z'); // 11:30 in Dubai, the 25th
    expect(await setCapacity(conn.db, 'dubai', '10-12', 0, admin, later)).toEqual({ ok: true });
  });

  it('sets on the way and done only on the visit day; an admin overrides with a reason, recorded', async () => {
    const b = await book('2026-11-24', '10-12');
    // Sunday the 22nd, two days early: staff are refused and nothing changes.
    for (const status of ['on_the_way', 'done', 'no_show'] as const)
      expect(await setBookingStatus(conn.db, { id: b.id }, status, staff, now)).toEqual({
        ok: false,
        reason: 'notVisitDay',
      });
    // A reason from staff without the admin role changes nothing either.
    expect(
      await setBookingStatus(conn.db, { id: b.id }, 'done', staff, now, { reason: 'Came early' }),
    ).toEqual({ ok: false, reason: 'notVisitDay' });
    // An admin must say why.
    expect(
      await setBookingStatus(conn.db, { id: b.id }, 'done', admin, now, {
        mayOverride: true,
        reason: '   ',
      }),
    ).toEqual({ ok: false, reason: 'reasonRequired' });
    let [row] = await conn.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row?.status).toBe('received');
    expect((await eventsOf(b.id)).filter((e) => e.kind === 'visit_status')).toHaveLength(0);
    expect(await usage('2026-11-24', '10-12')).toBe(1);

    expect(
      await setBookingStatus(conn.db, { id: b.id }, 'done', admin, now, {
        mayOverride: true,
        reason: 'Customer asked us to come two days early',
      }),
    ).toEqual({ ok: true });
    [row] = await conn.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row?.status).toBe('done');
    const [event] = (await eventsOf(b.id)).filter((e) => e.kind === 'visit_status');
    expect(event).toMatchObject({
      actor: admin,
      note: 'Customer asked us to come two days early',
      after: { status: 'done' },
    });
    // The customer's page reads the status, never the reason.
    const seen = await bookingByToken(conn.db, b.token);
    expect(seen?.booking.status).toBe('done');

    // On the visit's day staff need no reason; on the way is for that day only, done also after.
    const onDay = new Date('2026-11-24T05:00:00Z');
    const dayAfter = new Date('2026-11-25T05:00:00Z');
    const c = await book('2026-11-24', '12-14');
    expect(await setBookingStatus(conn.db, { id: c.id }, 'on_the_way', staff, dayAfter)).toEqual({
      ok: false,
      reason: 'notVisitDay',
    });
    expect(await setBookingStatus(conn.db, { id: c.id }, 'on_the_way', staff, onDay)).toEqual({
      ok: true,
    });
    expect(await setBookingStatus(conn.db, { id: c.id }, 'done', staff, dayAfter)).toEqual({
      ok: true,
    });
  });

  it('closes a day (listing its bookings), shows it closed on the schedule and the calendar, and opens it again', async () => {
    const b = await book('2026-11-26', '14-16');
    expect(checkClosedDay({ day: '2026-11-21', nameEn: 'x', nameAr: 'س' }, now)).toEqual({
      ok: false,
      error: 'past',
    });
    expect(checkClosedDay({ day: '2026-02-30', nameEn: 'x', nameAr: 'س' }, now)).toEqual({
      ok: false,
      error: 'day',
    });
    expect(checkClosedDay({ day: '2026-11-26', nameEn: 'Day', nameAr: ' ' }, now)).toEqual({
      ok: false,
      error: 'nameAr',
    });
    const listed = await addClosedDay(
      conn.db,
      { day: '2026-11-26', nameEn: 'Flag Day', nameAr: 'يوم العلم' },
      admin,
      now,
    );
    expect(listed.map((r) => [r.reference, r.window, r.name])).toEqual([
      [b.reference, '14-16', 'Amina'],
    ]);

    const [day] = await schedulePlan(conn.db, { from: '2026-11-26', days: 1, zone: 'dubai' });
    expect(day).toMatchObject({
      closed: true,
      holiday: { nameEn: 'Flag Day', nameAr: 'يوم العلم' },
    });
    expect(day!.zones[0]!.windows).toEqual([]);
    expect(day!.zones[0]!.stranded.map((r) => r.reference)).toEqual([b.reference]);
    const calendar = await zoneCalendar(conn.db, 'dubai', { now, from: '2026-11-26', days: 1 });
    expect(calendar[0]).toMatchObject({ closed: true, slots: [] });

    expect(await removeClosedDay(conn.db, '2026-11-26', admin, now)).toBe(true);
    expect(await removeClosedDay(conn.db, '2026-11-26', admin, now)).toBe(false);
    expect(await conn.db.select().from(closedDays).where(eq(closedDays.day, '2026-11-26'))).toEqual(
      [],
    );
    const events = (await settingsOf('closed_day:')).sort((a, b) => a.kind.localeCompare(b.kind));
    expect(events.map((e) => [e.kind, e.subject, e.oldValue, e.newValue, e.actor])).toEqual([
      ['closed_day_added', '2026-11-26', null, 'Flag Day / يوم العلم', admin],
      ['closed_day_removed', '2026-11-26', 'Flag Day / يوم العلم', null, admin],
    ]);
  });

  it('plans a day: places, places taken and free per window, the bookings with their technician', async () => {
    const ravi = await addTechnician(
      conn.db,
      { name: 'Ravi', phone: '+971507654321', active: true },
      admin,
      now,
    );
    const a = await book('2026-11-24', '10-12', 'dubai', 'Amina');
    await book('2026-11-24', '10-12', 'dubai', 'Badr');
    await book('2026-11-24', '14-16', 'northern', 'Chadi');
    await book('2026-11-25', '08-10', 'dubai', 'Dana');
    await assignTechnician(conn.db, a.id, ravi.id, staff, now);
    const [day] = await schedulePlan(conn.db, { from: '2026-11-24', days: 1 });
    expect(day!.closed).toBe(false);
    const dubai = day!.zones.find((z) => z.zone === 'dubai')!;
    expect(
      dubai.windows.map((w) => [w.window, w.places, w.used, w.free, w.bookings.length]),
    ).toEqual([
      ['08-10', 2, 0, 2, 0],
      ['10-12', 2, 2, 0, 2],
      ['12-14', 2, 0, 2, 0],
      ['14-16', 2, 0, 2, 0],
      ['16-18', 2, 0, 2, 0],
    ]);
    expect(
      dubai.windows[1]!.bookings.map((b) => [b.name, b.technicianName, b.status]).sort(),
    ).toEqual([
      ['Amina', 'Ravi', 'assigned'],
      ['Badr', null, 'received'],
    ]);
    const northern = day!.zones.find((z) => z.zone === 'northern')!;
    expect(northern.windows.find((w) => w.window === '14-16')).toMatchObject({ used: 1, free: 1 });
    // A week: Friday has its own windows, Saturday none.
    const week = await schedulePlan(conn.db, { from: '2026-11-23', days: 7, zone: 'dubai' });
    expect(
      week.map((d) => [d.date, d.closed, d.zones[0]!.windows.map((w) => w.window).join(' ')]),
    ).toEqual([
      ['2026-11-23', false, '08-10 10-12 12-14 14-16 16-18'],
      ['2026-11-24', false, '08-10 10-12 12-14 14-16 16-18'],
      ['2026-11-25', false, '08-10 10-12 12-14 14-16 16-18'],
      ['2026-11-26', false, '08-10 10-12 12-14 14-16 16-18'],
      ['2026-11-27', false, '09-11 11-13'],
      ['2026-11-28', true, ''],
      ['2026-11-29', false, '08-10 10-12 12-14 14-16 16-18'],
    ]);
  });

  it('counts leads per week by kind and source, and the first response within 24 hours and its median', async () => {
    expect(weekStarts(now)).toHaveLength(12);
    expect(weekStarts(now).at(-1)).toBe('2026-11-16');
    expect(weekStarts(now)[0]).toBe('2026-08-31');
    const lead = async (kind: 'contact' | 'quote', createdAt: string, source: string | null) => {
      const [row] = await conn.db
        .insert(leads)
        .values({
          kind,
          name: 'Lead',
          locale: 'en',
          sourcePath: source,
          noticeVersion: '2026-11',
          consentAt: new Date(createdAt),
          idempotencyKey: randomUUID(),
          createdAt: new Date(createdAt),
        })
        .returning({ id: leads.id });
      return row!.id;
    };
    const answer = (leadId: string, at: string) =>
      conn.db.insert(eventsTable).values({
        requestId: leadId,
        kind: 'status',
        before: { status: 'new' },
        after: { status: 'contacted' },
        actor: 'planner@example.com',
        createdAt: new Date(at),
      });
    // This week (from Monday 16 November): 3 contacts and a quote; the week before: 1 quote.
    const a = await lead('contact', '2026-11-16T06:00:00Z', '/contact');
    const b = await lead('contact', '2026-11-17T06:00:00Z', '/contact');
    const c = await lead('contact', '2026-11-18T06:00:00Z', null);
    await lead('quote', '2026-11-22T05:00:00Z', '/quote'); // an hour ago: not yet due
    const e = await lead('quote', '2026-11-10T06:00:00Z', '/quote');
    await lead('quote', '2026-08-01T06:00:00Z', '/quote'); // before the 12 weeks
    await answer(a, '2026-11-16T07:00:00Z'); // 60 minutes
    await answer(a, '2026-11-16T06:30:00Z'); // the earlier one counts: 30 minutes
    await answer(b, '2026-11-18T12:00:00Z'); // 30 hours
    await answer(e, '2026-11-10T08:00:00Z'); // 120 minutes
    // A booking answered by staff through its booking events counts too.
    const bk = await book('2026-11-24', '10-12');
    await conn.db
      .update(leads)
      .set({ createdAt: new Date('2026-11-19T06:00:00Z') })
      .where(eq(leads.id, bk.leadId));
    // Its 'created' event (by the visitor, so no answer) keeps its time: the history is append-only.
    await setBookingStatus(
      conn.db,
      { id: bk.id },
      'confirmed',
      staff,
      new Date('2026-11-19T06:10:00Z'),
    );
    void c;

    const byKind = await weeklyLeads(conn.db, 'kind', now);
    expect(byKind.total).toBe(6);
    expect(byKind.groups).toEqual(['contact', 'quote', 'booking']);
    expect(byKind.counts.at(-1)).toEqual([3, 1, 1]);
    expect(byKind.counts.at(-2)).toEqual([0, 1, 0]);
    const bySource = await weeklyLeads(conn.db, 'source', now);
    // Ties (2 each) in name order; '*none' is a lead without a source page.
    expect(bySource.groups).toEqual(['*none', '/contact', '/quote']);
    expect(bySource.counts.at(-1)).toEqual([2, 2, 1]);

    // Due (older than 24 h): a, b, c, e, the booking = 5; within 24 h: a, e, the booking = 3.
    // Answered: a 30, e 120, booking 10, b 1800 minutes: median 75.
    expect(await responseFigures(conn.db, now)).toEqual({
      due: 5,
      within24h: 3,
      share: 0.6,
      answered: 4,
      medianMinutes: 75,
    });
  });
});
