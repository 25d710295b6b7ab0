import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { amcRequests, bookings, events as eventsTable, leads } from '@/lib/db/schema';
import { historyOfRequest } from '@/lib/events/read';
import { listWorkspaceMembers, setWorkspaceRole } from '@/lib/auth/role-admin';
import { pipelineToCsv, workspaceCsvColumns } from '@/lib/leads/csv';
import type { RecordKind } from '@/lib/leads/model';
import type { BookingStatus } from '@/lib/booking/model';
import {
  exportPipeline,
  listPipeline,
  PAGE_SIZE,
  parsePipelineFilter,
} from '@/lib/workspace/pipeline-store';
import {
  addNote,
  changeLeadStatus,
  followUpSchema,
  setFollowUp,
} from '@/lib/workspace/pipeline-writes';
import { recentRoleChanges, recordRoleChange } from '@/lib/workspace/team-store';
import { staffNames } from '@/lib/workspace/names';
import { addTechnician, assignTechnician } from '@/lib/booking/technicians';
import { startSupabaseStandin } from '../support/supabase-auth-standin';
import { TEST_ANON_KEY, TEST_SERVICE_KEY } from '../support/jwt';
import { targets } from './databases';
import { leadReference } from '@/lib/leads/reference';

// Tuesday 24 November 2026, 10:00 in Dubai: a follow-up on the 23rd is overdue, one on the 24th not yet.
const now = new Date('2026-11-24T06:00:00Z');
const staff = 'staff@example.ae';

type LeadInput = Partial<typeof leads.$inferInsert> & { kind: RecordKind; name: string };
const filter = (params: Record<string, string>) => parsePipelineFilter(params);

describe.each(targets)('workspace pipeline on $name', ({ open }) => {
  let conn: Connection;

  const lead = async (input: LeadInput) => {
    const [row] = await conn.db
      .insert(leads)
      .values({
        locale: 'en',
        noticeVersion: '2026-01',
        consentAt: now,
        idempotencyKey: randomUUID(),
        createdAt: now,
        ...input,
      })
      .returning();
    return row!;
  };
  const booking = async (leadId: string, reference: string, status: BookingStatus = 'received') => {
    const [row] = await conn.db
      .insert(bookings)
      .values({
        leadId,
        reference,
        tokenHash: randomUUID(),
        zone: 'dubai',
        day: '2026-11-26',
        window: '10-12',
        status,
      })
      .returning();
    return row!;
  };
  const names = async (params: Record<string, string>) =>
    (await listPipeline(conn.db, filter(params), now)).rows.map((r) => r.name).sort();

  beforeAll(async () => {
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(sql`truncate leads, events, bookings, amc_requests, technicians cascade`);
  });
  afterAll(async () => {
    await conn.close();
  });

  it('a note writes an event with who and what; an unknown lead or an empty note writes nothing', async () => {
    const { id } = await lead({ kind: 'contact', name: 'Amina Khalid' });
    expect(await addNote(conn.db, { id, note: 'Called: visit on Thursday.' }, staff)).toBe(true);
    expect(await addNote(conn.db, { id: randomUUID(), note: 'Lost' }, staff)).toBe(false);
    const events = await conn.db.select().from(eventsTable);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      requestId: id,
      kind: 'note',
      note: 'Called: visit on Thursday.',
      actor: staff,
      before: null,
      after: null,
    });
  });

  it('setting, keeping and clearing a follow-up each write what changed, and only that', async () => {
    const { id } = await lead({ kind: 'quote', name: 'Omar' });
    await setFollowUp(conn.db, { id, date: '2026-11-30' }, staff);
    await setFollowUp(conn.db, { id, date: '2026-11-30' }, staff);
    await setFollowUp(conn.db, { id, date: '' }, 'other@example.ae');
    const events = await conn.db
      .select()
      .from(eventsTable)
      .orderBy(asc(eventsTable.createdAt), asc(eventsTable.seq));
    const day = (e: (typeof events)[number]) =>
      ((e.after ?? e.before) as { day: string } | null)?.day;
    expect(events.map((e) => [e.kind, day(e), e.actor])).toEqual([
      ['follow_up_set', '2026-11-30', staff],
      ['follow_up_cleared', '2026-11-30', 'other@example.ae'],
    ]);
    const [row] = await conn.db.select().from(leads).where(eq(leads.id, id));
    expect(row!.followUpOn).toBeNull();
    // A day that does not exist is refused before it reaches the database.
    expect(followUpSchema.safeParse({ id, date: '2026-02-30' }).success).toBe(false);
    expect(followUpSchema.safeParse({ id, date: '2026-13-01' }).success).toBe(false);
  });

  it('a status change writes a status event with from, to and the note', async () => {
    const { id } = await lead({ kind: 'callback', name: 'Sara' });
    await changeLeadStatus(conn.db, { id, status: 'contacted', note: 'Left a message' }, staff);
    const [event] = await conn.db.select().from(eventsTable);
    expect(event).toMatchObject({
      kind: 'status',
      before: { status: 'new' },
      after: { status: 'contacted' },
      note: 'Left a message',
      actor: staff,
    });
  });

  it('the history merges the lead and its booking by time, the customer included', async () => {
    const { id } = await lead({ kind: 'booking', name: 'Huda' });
    const b = await booking(id, 'BK-HIST01');
    const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
    void b;
    // Written out of order: the history reads them by time.
    await conn.db.insert(eventsTable).values([
      {
        requestId: id,
        kind: 'created',
        after: { status: 'received', slot: '2026-11-26_10-12' },
        actor: 'visitor',
        createdAt: at(0),
      },
      {
        requestId: id,
        kind: 'moved',
        before: { slot: '2026-11-26_10-12' },
        after: { slot: '2026-11-27_08-10' },
        actor: 'visitor',
        createdAt: at(20),
      },
      {
        requestId: id,
        kind: 'note',
        note: 'Asked for a morning',
        actor: staff,
        createdAt: at(10),
      },
      {
        requestId: id,
        kind: 'follow_up_set',
        after: { day: '2026-11-28' },
        actor: staff,
        createdAt: at(30),
      },
    ]);
    const timeline = await historyOfRequest(conn.db, id);
    expect(timeline.map((e) => e.kind)).toEqual(['created', 'note', 'moved', 'follow_up_set']);
  });

  it('searches by name, e-mail, a phone typed any UAE way, and BK-/AMC-/RQ- references', async () => {
    await lead({
      kind: 'contact',
      name: 'Amina Khalid',
      phone: '+971501234567',
      email: 'Amina@Example.com',
    });
    const b = await lead({ kind: 'booking', name: 'Booked Person', phone: '+97142345678' });
    await booking(b.id, 'BK-7K3M9Q');
    const a = await lead({ kind: 'amc', name: 'Contract Person' });
    await conn.db
      .insert(amcRequests)
      .values({ leadId: a.id, reference: 'AMC-4T7X2P', tokenHash: randomUUID() });
    const quote = await lead({ kind: 'quote', name: 'Someone Else', phone: '+971559999999' });

    // A quote's reference, as its confirmation e-mail gives it (lib/leads/reference.ts).
    expect(await names({ q: leadReference(quote.id) })).toEqual(['Someone Else']);
    expect(await names({ q: leadReference(quote.id).toLowerCase() })).toEqual(['Someone Else']);
    for (const q of [
      'amina',
      'amina@example.com',
      '050 123 4567',
      '+971 50 123 4567',
      '00971501234567',
      '٠٥٠١٢٣٤٥٦٧',
      '971501234567',
    ])
      expect(await names({ q }), q).toEqual(['Amina Khalid']);
    expect(await names({ q: 'bk-7k3m9q' })).toEqual(['Booked Person']);
    expect(await names({ q: 'AMC-4T7X2P' })).toEqual(['Contract Person']);
    expect(await names({ q: '04 234 5678' })).toEqual(['Booked Person']);
    expect(await names({ q: 'nobody' })).toEqual([]);
    // Wildcards are text, not patterns.
    expect(await names({ q: '%' })).toEqual([]);
  });

  it('filters by kind, the customer-visible status, service, emirate and date range', async () => {
    await lead({
      kind: 'quote',
      name: 'Quote Dubai',
      emirate: 'dubai',
      service: 'air-conditioning',
    });
    await lead({
      kind: 'contact',
      name: 'Contact Sharjah',
      emirate: 'sharjah',
      status: 'contacted',
    });
    const b = await lead({ kind: 'booking', name: 'Booking Confirmed', emirate: 'dubai' });
    await booking(b.id, 'BK-FILT01', 'confirmed');
    await lead({ kind: 'contact', name: 'Old One', createdAt: new Date('2026-10-01T08:00:00Z') });

    expect(await names({ kind: 'booking' })).toEqual(['Booking Confirmed']);
    // A booking's lead row is 'new', but its customer sees 'confirmed': the filter follows the customer.
    expect(await names({ status: 'new' })).toEqual(['Old One', 'Quote Dubai']);
    expect(await names({ status: 'confirmed' })).toEqual(['Booking Confirmed']);
    expect(await names({ status: 'contacted' })).toEqual(['Contact Sharjah']);
    expect(await names({ emirate: 'dubai' })).toEqual(['Booking Confirmed', 'Quote Dubai']);
    expect(await names({ service: 'air-conditioning' })).toEqual(['Quote Dubai']);
    expect(await names({ from: '2026-09-30', to: '2026-10-01' })).toEqual(['Old One']);
    expect(await names({ from: '2026-11-24' })).toHaveLength(3);
    // A malformed filter is dropped, the others kept.
    expect(await names({ kind: 'nonsense', emirate: 'sharjah' })).toEqual(['Contact Sharjah']);
    const [row] = (await listPipeline(conn.db, filter({ kind: 'booking' }), now)).rows;
    expect(row).toMatchObject({ status: 'confirmed', bookingReference: 'BK-FILT01' });
  });

  it('overdue: a past follow-up on anything still open, never a closed lead or booking', async () => {
    await lead({ kind: 'quote', name: 'Overdue Quote', followUpOn: '2026-11-23' });
    await lead({ kind: 'quote', name: 'Due Today', followUpOn: '2026-11-24' });
    await lead({ kind: 'quote', name: 'Won Already', followUpOn: '2026-11-20', status: 'won' });
    await lead({ kind: 'contact', name: 'No Follow-up' });
    const open = await lead({ kind: 'booking', name: 'Open Booking', followUpOn: '2026-11-22' });
    await booking(open.id, 'BK-OVER01', 'assigned');
    const done = await lead({ kind: 'booking', name: 'Done Booking', followUpOn: '2026-11-22' });
    await booking(done.id, 'BK-OVER02', 'done');

    expect(await names({ overdue: '1' })).toEqual(['Open Booking', 'Overdue Quote']);
    const page = await listPipeline(conn.db, filter({}), now);
    const flagged = page.rows
      .filter((r) => r.overdue)
      .map((r) => r.name)
      .sort();
    expect(flagged).toEqual(['Open Booking', 'Overdue Quote']);
  });

  it('pages through the list newest first and counts every match', async () => {
    for (let i = 0; i < PAGE_SIZE + 3; i++)
      await lead({
        kind: 'contact',
        name: `Lead ${i}`,
        createdAt: new Date(now.getTime() - i * 60_000),
      });
    const first = await listPipeline(conn.db, filter({}), now);
    const second = await listPipeline(conn.db, filter({ page: '2' }), now);
    expect(first.total).toBe(PAGE_SIZE + 3);
    expect(first.rows).toHaveLength(PAGE_SIZE);
    expect(first.rows[0]!.name).toBe('Lead 0');
    expect(second.rows.map((r) => r.name)).toEqual([
      `Lead ${PAGE_SIZE}`,
      `Lead ${PAGE_SIZE + 1}`,
      `Lead ${PAGE_SIZE + 2}`,
    ]);
  });

  it('the CSV carries the follow-up date, the last note and the booking fields', async () => {
    const b = await lead({ kind: 'booking', name: 'Csv, Booked', followUpOn: '2026-11-27' });
    const csvBooking = await booking(b.id, 'BK-CSV001', 'confirmed');
    const ravi = await addTechnician(
      conn.db,
      { name: 'Ravi Kumar', phone: '+971501112233', active: true },
      'system',
    );
    // Assigning moves a confirmed booking on to 'assigned'.
    await assignTechnician(conn.db, csvBooking.id, ravi.id, `staff:${staff}`);
    // An older note, then the last one.
    await conn.db.insert(eventsTable).values({
      requestId: b.id,
      kind: 'note',
      note: 'first',
      actor: staff,
      createdAt: new Date('2026-11-01T08:00:00Z'),
    });
    await addNote(conn.db, { id: b.id, note: 'second, "quoted"' }, staff);
    await lead({ kind: 'contact', name: 'Plain' });

    const csv = pipelineToCsv(await exportPipeline(conn.db, filter({}), now));
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const header = lines[0]!.split(',');
    expect(header.slice(-workspaceCsvColumns.length)).toEqual([...workspaceCsvColumns]);
    const booked = lines.find((l) => l.includes('BK-CSV001'))!;
    expect(booked).toContain('"Csv, Booked"');
    expect(
      booked.endsWith(
        // …then no lines and no totals: this booking was stored without any.
        ',2026-11-27,"second, ""quoted""",assigned,BK-CSV001,2026-11-26 10-12,Ravi Kumar,,,,',
      ),
    ).toBe(true);
    const plain = lines.find((l) => l.includes('Plain'))!;
    expect(plain.endsWith(',,,,,,,,,,')).toBe(true);
  });

  it('the CSV names services, areas, windows and emirates, and its status is what the customer sees', async () => {
    const b = await lead({
      kind: 'booking',
      name: 'Named Booking',
      service: 'air-conditioning/repair-cleaning',
      emirate: 'dubai',
      area: 'dubai-marina',
      propertyType: 'villa',
      preferredDate: '2026-11-26',
      preferredWindow: '08-10',
    });
    await booking(b.id, 'BK-NAME01', 'done');
    const rows = await exportPipeline(conn.db, filter({ q: 'BK-NAME01' }), now);
    const [header, row] = pipelineToCsv(rows, staffNames('en'))
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    const cell = (column: string) => row!.split(',')[header!.split(',').indexOf(column)];
    // The lead's own pipeline status is still 'new'; the customer's page says the visit is done.
    expect(cell('status')).toBe('Visit done');
    expect(cell('kind')).toBe('Booked visit');
    expect(cell('service')).toMatch(/^Air Conditioning: /);
    expect(cell('emirate')).toBe('Dubai');
    expect(cell('area')).toBe('Dubai Marina');
    expect(cell('propertyType')).toBe('Villa or townhouse');
    expect(cell('preferredWindow')).toBe('8:00 to 10:00 AM');
    // The code stays beside it, for a spreadsheet's filters.
    expect(cell('bookingStatus')).toBe('done');
    expect(row).not.toContain('dubai-marina');
    expect(row).not.toContain('repair-cleaning');
    const arabic = pipelineToCsv(rows, staffNames('ar'));
    expect(arabic).toContain('اكتملت الزيارة');
    expect(arabic).toContain('دبي مارينا');
  });

  it('filters bookings by the technician assigned, or by none assigned yet', async () => {
    const ravi = await addTechnician(
      conn.db,
      { name: 'Ravi Kumar', phone: '+971501112233', active: true },
      'system',
    );
    const omar = await addTechnician(
      conn.db,
      { name: 'Omar Saleh', phone: '+971502223344', active: true },
      'system',
    );
    const forRavi = await lead({ kind: 'booking', name: 'Ravi Job' });
    const forOmar = await lead({ kind: 'booking', name: 'Omar Job' });
    const nobody = await lead({ kind: 'booking', name: 'Unassigned Job' });
    await lead({ kind: 'quote', name: 'Just A Quote' });
    const a = await booking(forRavi.id, 'BK-TECH01', 'confirmed');
    const b = await booking(forOmar.id, 'BK-TECH02', 'confirmed');
    await booking(nobody.id, 'BK-TECH03', 'confirmed');
    await assignTechnician(conn.db, a.id, ravi.id, `staff:${staff}`);
    await assignTechnician(conn.db, b.id, omar.id, `staff:${staff}`);

    expect(await names({ technician: ravi.id })).toEqual(['Ravi Job']);
    expect(await names({ technician: 'none' })).toEqual(['Unassigned Job']);
    // Not an id: the filter is dropped, the list shows everything.
    expect(await names({ technician: 'ravi' })).toHaveLength(4);
  });

  it('a role change through the admin API is recorded with who, from what, to what', async () => {
    const port = 3809;
    const standin = await startSupabaseStandin({ port });
    try {
      const url = `http://localhost:${port}`;
      const email = `member-${randomUUID().slice(0, 8)}@example.ae`;
      const signUp = await fetch(`${url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: TEST_ANON_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Cool-air-2026' }),
      });
      expect(signUp.ok).toBe(true);
      const settings = { url, serviceRoleKey: TEST_SERVICE_KEY };
      const granted = await setWorkspaceRole(settings, email.toUpperCase(), 'staff');
      expect(granted).toEqual({ ok: true, email, from: null, to: 'staff' });
      if (granted.ok) await recordRoleChange(conn.db, granted, 'admin@example.ae');
      expect(await listWorkspaceMembers(settings)).toContainEqual(
        expect.objectContaining({ email, role: 'staff' }),
      );
      const revoked = await setWorkspaceRole(settings, email, null);
      expect(revoked).toEqual({ ok: true, email, from: 'staff', to: null });
      if (revoked.ok) await recordRoleChange(conn.db, revoked, 'admin@example.ae');
      expect((await listWorkspaceMembers(settings)).map((m) => m.email)).not.toContain(email);
      expect(await setWorkspaceRole(settings, 'nobody@example.ae', 'admin')).toEqual({
        ok: false,
        reason: 'no-user',
      });
      const changes = await recentRoleChanges(conn.db);
      expect(changes.map((c) => [c.userEmail, c.fromRole, c.toRole, c.actorEmail])).toEqual([
        [email, 'staff', null, 'admin@example.ae'],
        [email, null, 'staff', 'admin@example.ae'],
      ]);
      expect(
        await conn.db.select().from(eventsTable).where(eq(eventsTable.kind, 'role')),
      ).toHaveLength(2);
    } finally {
      await standin.close();
    }
  });
});
