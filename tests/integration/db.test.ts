import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { rowsOf, type Connection } from '@/lib/db/connect';
import { checkHealth } from '@/lib/db/health';
import { leads } from '@/lib/db/schema';
import journal from '@/lib/db/migrations/meta/_journal.json';
import { targets } from './databases';

describe.each(targets)('database layer on $name', ({ name, open }) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await open();
    await conn.db.execute(sql`truncate leads cascade`);
  });
  afterAll(async () => conn?.close());

  it('applies the migrations, and applying them again changes nothing', async () => {
    const count = async () =>
      rowsOf<{ n: number }>(
        await conn.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      )[0]!.n;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    const again = await open();
    await again.close();
    expect(await count()).toBe(before);
  });

  it('gives the leads table exactly the columns the schema declares (no unused details column)', async () => {
    const rows = rowsOf<{ column_name: string }>(
      await conn.db.execute(
        sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'leads'`,
      ),
    );
    const declared = Object.values(getTableColumns(leads)).map((c) => c.name);
    expect(rows.map((r) => r.column_name).sort()).toEqual(declared.sort());
    expect(declared).not.toContain('details');
  });

  it('enables row-level security on every table, so the public anon key reads nothing', async () => {
    const rows = rowsOf<{ relname: string; relrowsecurity: boolean }>(
      await conn.db.execute(
        sql`select c.relname, c.relrowsecurity from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r'`,
      ),
    );
    expect(rows.map((r) => r.relname).sort()).toEqual([
      // AMC contracts offered and accepted (migration 0018).
      'amc_contracts',
      'amc_requests',
      'auth_throttle',
      'booking_capacity',
      'booking_photos',
      'booking_settings',
      'bookings',
      'closed_days',
      'events',
      'invoice_counters',
      'invoice_lines',
      'invoices',
      'lead_outbox',
      'leads',
      // The WhatsApp queue (migration 0012).
      'messages',
      'prices',
      'rate_limits',
      'request_lines',
      // The links the done message carries to a booking's page (migration 0016).
      'review_links',
      // Reviews of done visits (migration 0014).
      'reviews',
      'slot_usage',
      'stripe_events',
      'technicians',
    ]);
    expect(rows.filter((r) => !r.relrowsecurity)).toEqual([]);
  });

  it('stores a lead and reads it back with its defaults', async () => {
    const key = randomUUID();
    await conn.db.insert(leads).values({
      kind: 'contact',
      name: 'Test Person',
      email: 'test@example.com',
      phone: '+971501234567',
      message: 'Hello',
      locale: 'ar',
      noticeVersion: '2026-11',
      consentAt: new Date(),
      idempotencyKey: key,
    });
    const [row] = await conn.db.select().from(leads).where(eq(leads.idempotencyKey, key));
    expect(row).toMatchObject({
      kind: 'contact',
      status: 'new',
      locale: 'ar',
      marketingConsent: false,
      phone: '+971501234567',
    });
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('refuses a second lead with the same idempotency key and a kind or status outside the list', async () => {
    const base = {
      kind: 'contact' as const,
      name: 'A',
      locale: 'en' as const,
      noticeVersion: '2026-11',
      consentAt: new Date(),
    };
    const key = randomUUID();
    await conn.db.insert(leads).values({ ...base, idempotencyKey: key });
    await expect(conn.db.insert(leads).values({ ...base, idempotencyKey: key })).rejects.toThrow();
    await expect(
      conn.db.execute(
        sql`insert into leads (kind, name, locale, notice_version, consent_at, idempotency_key) values ('spam', 'x', 'en', 'v', now(), ${randomUUID()})`,
      ),
    ).rejects.toThrow();
    await expect(
      conn.db.execute(sql`update leads set status = 'deleted' where idempotency_key = ${key}`),
    ).rejects.toThrow();
  });

  it('reports its health: reachable, driver, latency and migration level', async () => {
    const health = await checkHealth(async () => conn, name === 'postgres' ? 'postgres' : 'pglite');
    expect(health.ok).toBe(true);
    expect(health.driver).toBe(name);
    expect(health.latencyMs).toBeGreaterThanOrEqual(0);
    expect(health.migrations.applied).toBe(health.migrations.expected);
    // The latest migration of the journal, whichever it is now.
    expect(health.migrations.latest).toBe(journal.entries.at(-1)!.tag);
  });
});

describe('health of a database that is down', () => {
  it('answers not ok, without throwing and without the connection string', async () => {
    const { connect } = await import('@/lib/db/connect');
    const health = await checkHealth(
      () =>
        connect({ url: 'postgres://user:secret@127.0.0.1:1/none', dir: '' }).then(async (c) => {
          await c.db.execute(sql`select 1`);
          return c;
        }),
      'postgres',
    );
    expect(health.ok).toBe(false);
    expect(health.latencyMs).toBeNull();
    expect(JSON.stringify(health)).not.toContain('secret');
  });
});
