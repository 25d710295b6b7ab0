import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, rowsOf } from '@/lib/db/connect';

// Migration 0010 moves the five old histories (lead_events, booking_events, settings_events,
// role_events, price_changes) into the one table `events`. The database is migrated by the real
// migrator up to 0009 (a copy of the folder whose journal stops there), given rows in each old table,
// then migrated to the end with the real folder.

const lead = '11111111-1111-4111-8111-111111111111';
const booking = '22222222-2222-4222-8222-222222222222';
const tech = '33333333-3333-4333-8333-333333333333';

/** A copy of the migrations folder whose journal ends at `last` (its idx). */
function folderUpTo(last: number) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.mkdirSync(path.join(dir, 'meta'));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { idx: number; tag: string }[] };
  journal.entries = journal.entries.filter((e) => e.idx <= last);
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

describe('migration 0010: one history', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;
  type Row = {
    id: string;
    request_id: string | null;
    subject: string | null;
    kind: string;
    actor: string;
    before: unknown;
    after: unknown;
    note: string | null;
    created_at: Date;
  };
  let rows: Row[];

  beforeAll(async () => {
    client = await PGlite.create(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-history-')));
    db = drizzle(client);
    await migrate(db, { migrationsFolder: folderUpTo(9) });
    await db.execute(sql`
      insert into leads (id, kind, name, locale, notice_version, consent_at, idempotency_key)
      values (${lead}, 'booking', 'Amina', 'en', '2026-11', now(), 'history-migration')`);
    await db.execute(sql`
      insert into technicians (id, name, phone, active) values (${tech}, 'Ravi Kumar', '+971507654321', true)`);
    await db.execute(sql`
      insert into bookings (id, lead_id, reference, token_hash, zone, day, "window", status, technician_id)
      values (${booking}, ${lead}, 'BK-MIGR01', 'hash', 'dubai', '2026-11-25', '08-10', 'assigned', ${tech})`);
    await db.execute(sql`
      insert into booking_events (booking_id, type, to_status, to_slot, actor, created_at) values
        (${booking}, 'created', 'received', '2026-11-24_10-12', 'visitor', '2026-11-20T08:00:00Z')`);
    await db.execute(sql`
      insert into booking_events (booking_id, type, from_slot, to_slot, actor, created_at) values
        (${booking}, 'moved', '2026-11-24_10-12', '2026-11-25_08-10', 'visitor', '2026-11-20T09:00:00Z')`);
    await db.execute(sql`
      insert into booking_events (booking_id, type, from_technician_id, to_technician_id, actor, created_at)
      values (${booking}, 'assigned', null, ${tech}, 'staff:ops@example.ae', '2026-11-20T10:00:00Z')`);
    await db.execute(sql`
      insert into booking_events (booking_id, type, from_status, to_status, actor, created_at) values
        (${booking}, 'status', 'received', 'assigned', 'staff:ops@example.ae', '2026-11-20T10:00:00Z')`);
    await db.execute(sql`
      insert into lead_events (lead_id, type, from_status, to_status, note, actor_email, created_at) values
        (${lead}, 'status', 'new', 'contacted', 'Left a message', 'ops@example.ae', '2026-11-20T08:30:00Z'),
        (${lead}, 'note', null, null, 'Asked for a morning', 'ops@example.ae', '2026-11-20T08:40:00Z')`);
    await db.execute(sql`
      insert into lead_events (lead_id, type, detail, actor_email, created_at) values
        (${lead}, 'follow_up_set', '2026-11-28', 'ops@example.ae', '2026-11-20T08:50:00Z'),
        (${lead}, 'follow_up_cleared', '2026-11-28', 'ops@example.ae', '2026-11-20T08:55:00Z')`);
    await db.execute(sql`
      insert into settings_events (kind, subject, old_value, new_value, actor, created_at) values
        ('capacity', 'dubai 08-10', '2', '5', 'staff:admin@example.ae', '2026-11-21T08:00:00Z'),
        ('capacity', 'northern 10-12', null, '3', 'staff:admin@example.ae', '2026-11-21T08:01:00Z'),
        ('closed_day_added', '2027-03-09', null, 'Flag Day / يوم العلم', 'staff:admin@example.ae', '2026-11-21T08:02:00Z'),
        ('closed_day_removed', '2027-03-09', 'Flag Day / يوم العلم', null, 'staff:admin@example.ae', '2026-11-21T08:03:00Z'),
        ('technician', ${tech}, null, 'Ravi Kumar +971507654321', 'staff:admin@example.ae', '2026-11-21T08:04:00Z'),
        ('technician', ${tech}, 'Ravi Kumar +971507654321', 'Ravi Kumar +971507654321 (inactive)', 'staff:admin@example.ae', '2026-11-21T08:05:00Z')`);
    await db.execute(sql`
      insert into role_events (user_email, from_role, to_role, actor_email, created_at) values
        ('new@example.ae', null, 'staff', 'admin@example.ae', '2026-11-22T08:00:00Z'),
        ('new@example.ae', 'staff', null, 'admin@example.ae', '2026-11-22T09:00:00Z')`);
    await db.execute(sql`
      insert into prices (id, kind, amount_cents) values ('visit.diagnosis', 'fixed', 17550)`);
    await db.execute(sql`
      insert into price_changes (price_id, old_cents, new_cents, actor, created_at) values
        ('visit.diagnosis', 15000, 17550, 'staff:admin@example.ae', '2026-11-23T08:00:00Z')`);

    await migrate(db, { migrationsFolder });
    rows = rowsOf<Row>(await db.execute(sql`select * from events order by created_at, seq`));
  });
  afterAll(async () => client?.close());

  const pick = ({ request_id, subject, kind, actor, before, after, note }: Row) => ({
    request_id,
    subject,
    kind,
    actor,
    before,
    after,
    note,
  });

  it('moves every row of the five tables, oldest first', () => {
    expect(rows).toHaveLength(4 + 4 + 6 + 2 + 1);
    const times = rows.map((r) => new Date(r.created_at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("files a booking's and a lead's events under the lead, with before and after", () => {
    expect(rows.filter((r) => r.request_id === lead).map(pick)).toEqual([
      {
        request_id: lead,
        subject: null,
        kind: 'created',
        actor: 'visitor',
        before: null,
        after: { status: 'received', slot: '2026-11-24_10-12' },
        note: null,
      },
      {
        request_id: lead,
        subject: null,
        kind: 'status',
        actor: 'ops@example.ae',
        before: { status: 'new' },
        after: { status: 'contacted' },
        note: 'Left a message',
      },
      {
        request_id: lead,
        subject: null,
        kind: 'note',
        actor: 'ops@example.ae',
        before: null,
        after: null,
        note: 'Asked for a morning',
      },
      {
        request_id: lead,
        subject: null,
        kind: 'follow_up_set',
        actor: 'ops@example.ae',
        before: null,
        after: { day: '2026-11-28' },
        note: null,
      },
      {
        request_id: lead,
        subject: null,
        kind: 'follow_up_cleared',
        actor: 'ops@example.ae',
        before: { day: '2026-11-28' },
        after: null,
        note: null,
      },
      {
        request_id: lead,
        subject: null,
        kind: 'moved',
        actor: 'visitor',
        before: { slot: '2026-11-24_10-12' },
        after: { slot: '2026-11-25_08-10' },
        note: null,
      },
      {
        request_id: lead,
        subject: null,
        kind: 'assigned',
        actor: 'staff:ops@example.ae',
        before: { technicianId: null },
        after: { technicianId: tech },
        note: null,
      },
      {
        request_id: lead,
        subject: null,
        kind: 'visit_status',
        actor: 'staff:ops@example.ae',
        before: { status: 'received' },
        after: { status: 'assigned' },
        note: null,
      },
    ]);
  });

  it('files settings, roles and prices under their subjects, values typed', () => {
    expect(rows.filter((r) => r.request_id === null).map(pick)).toEqual([
      ...[
        ['capacity:dubai 08-10', 'capacity', { places: 2 }, { places: 5 }],
        ['capacity:northern 10-12', 'capacity', null, { places: 3 }],
        [
          'closed_day:2027-03-09',
          'closed_day_added',
          null,
          { nameEn: 'Flag Day', nameAr: 'يوم العلم' },
        ],
        [
          'closed_day:2027-03-09',
          'closed_day_removed',
          { nameEn: 'Flag Day', nameAr: 'يوم العلم' },
          null,
        ],
        [
          `technician:${tech}`,
          'technician',
          null,
          { name: 'Ravi Kumar', phone: '+971507654321', active: true },
        ],
        [
          `technician:${tech}`,
          'technician',
          { name: 'Ravi Kumar', phone: '+971507654321', active: true },
          { name: 'Ravi Kumar', phone: '+971507654321', active: false },
        ],
      ].map(([subject, kind, before, after]) => ({
        request_id: null,
        subject,
        kind,
        actor: 'staff:admin@example.ae',
        before,
        after,
        note: null,
      })),
      ...[
        [{ role: null }, { role: 'staff' }],
        [{ role: 'staff' }, { role: null }],
      ].map(([before, after]) => ({
        request_id: null,
        subject: 'role:new@example.ae',
        kind: 'role',
        actor: 'admin@example.ae',
        before,
        after,
        note: null,
      })),
      {
        request_id: null,
        subject: 'price:visit.diagnosis',
        kind: 'price',
        actor: 'staff:admin@example.ae',
        before: { cents: 15000 },
        after: { cents: 17550 },
        note: null,
      },
    ]);
  });

  it('refuses to change or remove an event, but lets a lead take its events with it', async () => {
    await expect(db.execute(sql`update events set actor = 'someone else'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from events where request_id is null`)).rejects.toThrow();
    await db.execute(sql`delete from leads where id = ${lead}`);
    const left = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from events where request_id is not null`),
    );
    expect(left[0]!.n).toBe(0);
    await db.execute(sql`truncate events`);
  });

  it('drops the five old tables', async () => {
    const tables = rowsOf<{ relname: string }>(
      await db.execute(
        sql`select relname from pg_class where relname in ('lead_events', 'booking_events', 'settings_events', 'role_events', 'price_changes')`,
      ),
    );
    expect(tables).toEqual([]);
  });
});
