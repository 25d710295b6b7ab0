import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { connect, rowsOf, type Connection } from '@/lib/db/connect';
import { leads } from '@/lib/db/schema';

// Row-level security as Supabase enforces it: the anon key and a signed-in user who is not an admin
// read no lead; an admin (app_metadata.role = 'admin' in the JWT) reads them. Runs on the real
// PostgreSQL prepared by scripts/test-postgres.sh with Supabase's roles and auth.jwt().
const url = process.env.TEST_RLS_DATABASE_URL;
if (process.env.CI && !url) throw new Error('CI must run the RLS tests: set TEST_RLS_DATABASE_URL');

describe.runIf(url)('row-level security with Supabase roles', () => {
  let conn: Connection;

  beforeAll(async () => {
    conn = await connect({ url, dir: '', migrate: true });
    await conn.db.execute(sql`truncate leads cascade`);
    await conn.db.insert(leads).values({
      kind: 'contact',
      name: 'Private Person',
      email: 'private@example.com',
      phone: '+971501234567',
      locale: 'en',
      noticeVersion: '2026-11',
      consentAt: new Date(),
      idempotencyKey: randomUUID(),
    });
  });
  afterAll(async () => conn?.close());

  /** Counts leads as a role with the given JWT claims, the way PostgREST sets them per request. */
  async function countAs(
    role: 'anon' | 'authenticated' | 'service_role',
    claims: Record<string, unknown>,
  ) {
    return conn.db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`,
      );
      await tx.execute(sql.raw(`set local role ${role}`));
      const leadsSeen = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from leads`),
      )[0]!.n;
      const eventsSeen = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from events`),
      )[0]!.n;
      const outboxSeen = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from lead_outbox`),
      )[0]!.n;
      const limitsSeen = rowsOf<{ n: number }>(
        await tx.execute(sql`select count(*)::int as n from rate_limits`),
      )[0]!.n;
      return { leadsSeen, eventsSeen, outboxSeen, limitsSeen };
    });
  }

  it('gives the anon key nothing', async () => {
    const seen = await countAs('anon', { role: 'anon' });
    expect(seen.leadsSeen).toBe(0);
    expect(seen.eventsSeen).toBe(0);
  });

  it('gives a signed-in user who is not an admin nothing, even with role "admin" in user_metadata', async () => {
    const seen = await countAs('authenticated', {
      role: 'authenticated',
      sub: randomUUID(),
      app_metadata: { provider: 'email' },
      user_metadata: { role: 'admin' },
    });
    expect(seen.leadsSeen).toBe(0);
  });

  it('lets an admin read the leads', async () => {
    const seen = await countAs('authenticated', {
      role: 'authenticated',
      sub: randomUUID(),
      app_metadata: { role: 'admin' },
    });
    expect(seen.leadsSeen).toBe(1);
  });

  it('keeps the e-mail outbox and the rate limits from every Supabase role, admins included', async () => {
    await conn.db.execute(
      sql`insert into rate_limits (key, window_start, count) values ('contact:1.2.3.4', now(), 1)`,
    );
    const seen = await countAs('authenticated', {
      role: 'authenticated',
      app_metadata: { role: 'admin' },
    });
    expect([seen.outboxSeen, seen.limitsSeen]).toEqual([0, 0]);
  });

  it('keeps every booking, price, AMC request and history table from every Supabase role, admins included', async () => {
    // booking_capacity, booking_settings and closed_days hold seeded rows: a missing RLS shows.
    const tables = [
      'bookings',
      'booking_photos',
      'slot_usage',
      'booking_capacity',
      'booking_settings',
      'closed_days',
      'prices',
      'amc_requests',
      // A request's line items (migration 0011).
      'request_lines',
      // The WhatsApp queue (migration 0012).
      'messages',
      // Tax invoices, their lines, their numbers' counters and Stripe's events (migration 0013).
      'invoice_counters',
      'invoices',
      'invoice_lines',
      // Reviews of done visits (migration 0014).
      'reviews',
      'stripe_events',
      // The one history: request events, prices, capacity, closed days, technicians and roles.
      'events',
    ];
    for (const claims of [
      { role: 'anon' },
      { role: 'authenticated', app_metadata: { role: 'admin' } },
    ])
      for (const table of tables) {
        const seen = await conn.db.transaction(async (tx) => {
          await tx.execute(
            sql`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true)`,
          );
          await tx.execute(sql.raw(`set local role ${claims.role}`));
          return rowsOf<{ n: number }>(
            await tx.execute(sql.raw(`select count(*)::int as n from ${table}`)),
          )[0]!.n;
        });
        expect(seen, `${claims.role} reading ${table}`).toBe(0);
      }
  });
});
