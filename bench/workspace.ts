// `npm run bench:workspace`: how fast the staff workspace answers with 10,000 leads and 2,000 bookings.
// Seeds the PostgreSQL database in DATABASE_URL (EMPTIES its leads, bookings and their events first:
// point it at a bench or test database, never production), starts the Supabase Auth stand-in and
// `next start` (build first: `npm run build` or `npm run build:test`), signs a staff member in, and times
// /admin (plain, filtered, searched, deep page) and /admin/[id] over HTTP with that session. Prints
// median and p95 per path; figures only, nothing asserts a time. The time is measured by the client on
// localhost, so it is the server's time plus a loopback round trip.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { connect } from '../lib/db/connect';
import { bookings, events, leads } from '../lib/db/schema';
import { setWorkspaceRole } from '../lib/auth/role-admin';
import { recordKinds } from '../lib/leads/model';
import { bookingStatuses } from '../lib/booking/model';
import { startSupabaseStandin } from '../tests/support/supabase-auth-standin';
import { TEST_ANON_KEY, TEST_SERVICE_KEY } from '../tests/support/jwt';
import { waitFor } from './lib';

const LEADS = Number(process.env.LEADS ?? 10_000);
const BOOKINGS = Number(process.env.BOOKINGS ?? 2_000);
const RUNS = Number(process.env.RUNS ?? 30);
const port = Number(process.env.BENCH_PORT ?? 3870);
const standinPort = port + 50;
const base = `http://localhost:${port}`;

const emirateSlugs = ['dubai', 'abu-dhabi', 'sharjah', 'ajman', 'ras-al-khaimah', 'fujairah'];
const services = ['air-conditioning', 'mep', 'painting', 'hvac', 'ventilation'];
const windows = ['08-10', '10-12', '12-14', '14-16', '16-18'];
const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

async function seed(url: string) {
  const conn = await connect({ url, dir: '', migrate: true });
  const { db } = conn;
  await db.execute(sql`truncate leads, events, lead_outbox, bookings, booking_photos, slot_usage,
    amc_requests cascade`);
  const nonBooking = recordKinds.filter((k) => k !== 'booking');
  const now = Date.now();
  const rows: (typeof leads.$inferInsert)[] = [];
  for (let i = 0; i < LEADS; i++) {
    const isBooking = i < BOOKINGS;
    rows.push({
      id: randomUUID(),
      kind: isBooking ? 'booking' : pick(nonBooking, i),
      status: pick(['new', 'contacted', 'quoted', 'won', 'lost'] as const, i * 7),
      name: `Bench Customer ${i}`,
      email: `bench-${i}@example.com`,
      phone: `+97150${String(1_000_000 + i).padStart(7, '0')}`,
      service: pick(services, i * 3),
      emirate: pick(emirateSlugs, i * 5),
      locale: i % 3 === 0 ? 'ar' : 'en',
      noticeVersion: '2026-01',
      consentAt: new Date(now - i * 15 * 60_000),
      idempotencyKey: `bench-${randomUUID()}`,
      // Every 4th lead has a follow-up, half of them already past.
      followUpOn: i % 4 === 0 ? day(((i / 4) % 20) - 10) : null,
      createdAt: new Date(now - i * 15 * 60_000),
    });
  }
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(leads).values(rows.slice(i, i + 1000));
  const booked = rows.slice(0, BOOKINGS).map((lead, i) => ({
    id: randomUUID(),
    leadId: lead.id!,
    reference: `BK-${String(i).padStart(6, '0')}`,
    tokenHash: randomUUID(),
    zone: 'dubai' as const,
    day: day((i % 30) - 10),
    window: pick(windows, i),
    status: pick(bookingStatuses, i),
  }));
  for (let i = 0; i < booked.length; i += 1000)
    await db.insert(bookings).values(booked.slice(i, i + 1000));
  const created = booked.map((b) => ({
    requestId: b.leadId,
    kind: 'created' as const,
    after: { status: 'received', slot: `${b.day}_${b.window}` },
    actor: 'visitor',
  }));
  for (let i = 0; i < created.length; i += 1000)
    await db.insert(events).values(created.slice(i, i + 1000));
  const notes = rows
    .filter((_, i) => i % 2 === 0)
    .map((lead) => ({
      requestId: lead.id!,
      kind: 'note' as const,
      note: 'Called the customer.',
      actor: 'bench@example.ae',
    }));
  for (let i = 0; i < notes.length; i += 1000)
    await db.insert(events).values(notes.slice(i, i + 1000));
  await db.execute(sql`analyze`);
  await conn.close();
  return { bookingLead: rows[1]!.id!, otherLead: rows[BOOKINGS + 1]!.id! };
}

/** A staff session cookie: signed up at the stand-in, given the role, signed in with a password. */
async function staffCookie(standin: string) {
  const email = `bench-staff-${Date.now()}@example.ae`;
  const password = 'Cool-air-2026';
  const headers = { apikey: TEST_ANON_KEY, 'content-type': 'application/json' };
  const body = JSON.stringify({ email, password });
  await fetch(`${standin}/auth/v1/signup`, { method: 'POST', headers, body });
  await setWorkspaceRole({ url: standin, serviceRoleKey: TEST_SERVICE_KEY }, email, 'staff');
  const session = await (
    await fetch(`${standin}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body })
  ).json();
  // As @supabase/ssr writes it: base64- and the session JSON, in chunks of at most 3180 characters.
  const value = `base64-${Buffer.from(JSON.stringify(session)).toString('base64url')}`;
  const name = 'sb-localhost-auth-token';
  if (value.length <= 3180) return `${name}=${value}`;
  const chunks = value.match(/.{1,3180}/g)!;
  return chunks.map((c, i) => `${name}.${i}=${c}`).join('; ');
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function time(path: string, cookie: string) {
  const get = async () => {
    const t0 = performance.now();
    const response = await fetch(`${base}${path}`, { headers: { cookie }, redirect: 'manual' });
    const text = await response.text();
    const ms = performance.now() - t0;
    if (response.status !== 200 || !text.includes('data-testid="workspace-nav"'))
      throw new Error(`${path} answered ${response.status} without the workspace`);
    return ms;
  };
  for (let i = 0; i < 3; i++) await get();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await get());
  times.sort((a, b) => a - b);
  return {
    path,
    medianMs: percentile(times, 50).toFixed(1),
    p95Ms: percentile(times, 95).toFixed(1),
  };
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url?.startsWith('postgres'))
    throw new Error('Set DATABASE_URL to a PostgreSQL bench database.');
  console.log(`Seeding ${LEADS} leads and ${BOOKINGS} bookings…`);
  const ids = await seed(url);
  const standin = await startSupabaseStandin({ port: standinPort });
  const standinUrl = `http://localhost:${standinPort}`;
  const server = spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(port)], {
    env: {
      ...process.env,
      DATABASE_URL: url,
      SUPABASE_URL: standinUrl,
      SUPABASE_ANON_KEY: TEST_ANON_KEY,
      SITE_URL: process.env.SITE_URL ?? 'https://www.example.ae',
    },
    stdio: 'ignore',
    detached: true,
  });
  try {
    await waitFor(`${base}/api/health`);
    const cookie = await staffCookie(standinUrl);
    const paths = [
      '/admin',
      '/admin?kind=quote&emirate=dubai',
      '/admin?status=confirmed',
      '/admin?overdue=1',
      '/admin?from=2026-01-01&to=2026-12-31&service=painting',
      '/admin?q=Customer%2077',
      '/admin?q=050%20100%200777',
      '/admin?q=bench-777%40example.com',
      '/admin?q=BK-000777',
      '/admin?page=200',
      `/admin/${ids.bookingLead}`,
      `/admin/${ids.otherLead}`,
      '/ar/admin?overdue=1',
    ];
    const rows = [];
    for (const path of paths) rows.push(await time(path, cookie));
    console.table(rows);
  } finally {
    if (server.pid) process.kill(-server.pid);
    await standin.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
