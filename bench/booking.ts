// `npm run bench:booking`: how fast the booking core takes bookings under 50 concurrent visitors. Each
// visitor books one visit after another for DURATION_S seconds (default 10) through submitBooking, the
// function the booking form's action calls, with a fresh client per request (the rate limit is not what
// is measured) and the Dubai zone's capacity raised so that windows rarely fill. Runs on PGlite (a
// scratch folder) and on PostgreSQL (TEST_DATABASE_URL, a test database whose booking tables are
// emptied first; skipped with a message when unset). Prints a table; figures only, nothing asserts a time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { connect, type Connection } from '../lib/db/connect';
import { bookingCapacity } from '../lib/db/schema';
import { DAYS_SHOWN, slotValue } from '../lib/booking/model';
import { zoneCalendar } from '../lib/booking/store';
import { submitBooking, type BookingSubmitResult } from '../lib/booking/submit';
import { newFormKey } from '../lib/requests/token';

const visitors = Number(process.env.VISITORS ?? 50);
const durationMs = Number(process.env.DURATION_S ?? 10) * 1000;
const PLACES = 1_000_000;

interface Row {
  database: string;
  bookings: number;
  perSecond: string;
  p50ms: string;
  p95ms: string;
  slowestMs: string;
  refusedFull: number;
  otherAnswers: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]! : 0;

async function bench(name: string, conn: Connection): Promise<Row> {
  const { db } = conn;
  await db.execute(
    sql`truncate leads, lead_outbox, rate_limits, bookings, events, booking_photos, slot_usage cascade`,
  );
  await db.update(bookingCapacity).set({ places: PLACES }).where(eq(bookingCapacity.zone, 'dubai'));
  const slots = (await zoneCalendar(db, 'dubai', { days: DAYS_SHOWN }))
    .flatMap((d) => d.slots)
    .filter((s) => s.state === 'open')
    .map((s) => slotValue(s.date, s.window));
  if (!slots.length) throw new Error('no open window to book');

  const latencies: number[] = [];
  const others = new Map<string, number>();
  let booked = 0;
  let full = 0;
  let request = 0;
  const started = performance.now();
  const end = started + durationMs;

  const visitor = async (v: number) => {
    while (performance.now() < end) {
      const i = request++;
      const now = new Date();
      const t0 = performance.now();
      const result: BookingSubmitResult = await submitBooking(
        {
          service: 'air-conditioning',
          propertyType: 'apartment',
          acUnits: '1',
          emirate: 'dubai',
          area: 'Bench',
          // Visitors spread over the open windows, several on each: the same rows are contended.
          slot: slots[i % slots.length],
          fullName: 'Bench Visitor',
          phone: '050 123 4567',
          email: '',
          idempotencyKey: newFormKey(),
          startedAt: String(now.getTime() - 20_000),
          website: '',
        },
        {
          db: async () => db,
          locale: v % 2 ? 'ar' : 'en',
          clientKey: `bench-${i}`,
          emails: [],
          linkFor: (token) => `/book/${token}`,
          now,
        },
      );
      latencies.push(performance.now() - t0);
      if (result.ok) booked++;
      else if (result.formError === 'slotFull') full++;
      else {
        const what = result.formError ?? Object.keys(result.fieldErrors ?? {}).join('+');
        others.set(what, (others.get(what) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: visitors }, (_, v) => visitor(v)));
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    database: name,
    bookings: booked,
    perSecond: (booked / seconds).toFixed(1),
    p50ms: percentile(sorted, 50).toFixed(1),
    p95ms: percentile(sorted, 95).toFixed(1),
    slowestMs: (sorted.at(-1) ?? 0).toFixed(1),
    refusedFull: full,
    otherAnswers: [...others].map(([k, n]) => `${k}: ${n}`).join(', ') || '-',
  };
}

async function main() {
  console.log(`${visitors} concurrent visitors booking for ${durationMs / 1000} s each run`);
  const rows: Row[] = [];
  const targets: [string, () => Promise<Connection>][] = [
    ['PGlite', () => connect({ dir: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-booking-')) })],
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) targets.push(['PostgreSQL', () => connect({ url, dir: '', migrate: true })]);
  else console.log('PostgreSQL skipped: set TEST_DATABASE_URL to a test database to include it.');
  for (const [name, open] of targets) {
    const conn = await open();
    try {
      rows.push(await bench(name, conn));
    } finally {
      await conn.close();
    }
  }
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
