// `npm run bench:notify`: WhatsApp messages per second through the queue (lib/notify/queue.ts) to the
// Cloud API stand-in (tests/support/whatsapp-standin.ts), and the delay from each message's event to
// its send. MESSAGES (default 2000) are queued at once for as many booked customers, then WORKERS
// (1 and 2) run the queue until it is empty, each a loop of processMessages as the server's timer runs
// it. On PGlite (a scratch folder) and on PostgreSQL (TEST_DATABASE_URL, whose tables are emptied
// first; skipped when unset). Figures only; nothing asserts a time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { connect, type Connection } from '../lib/db/connect';
import { bookings, leads, messages } from '../lib/db/schema';
import { whatsappSettings } from '../lib/notify/config';
import { processMessages } from '../lib/notify/queue';
import { startWhatsappStandin } from '../tests/support/whatsapp-standin';

const total = Number(process.env.MESSAGES ?? 2000);

async function queue(conn: Connection, count: number) {
  const { db } = conn;
  await db.execute(sql`truncate leads, bookings, events, messages cascade`);
  const now = new Date();
  for (let i = 0; i < count; i += 500) {
    const ids = Array.from({ length: Math.min(500, count - i) }, () => randomUUID());
    await db.insert(leads).values(
      ids.map((id, j) => ({
        id,
        kind: 'booking' as const,
        name: 'Bench Customer',
        phone: `+97150${String(1_000_000 + i + j).slice(-7)}`,
        locale: (j % 2 ? 'ar' : 'en') as 'en' | 'ar',
        noticeVersion: 'bench',
        consentAt: now,
        whatsappConsentAt: now,
        idempotencyKey: `bench-${id}`,
      })),
    );
    await db.insert(bookings).values(
      ids.map((id) => ({
        leadId: id,
        reference: `BK-${id.slice(0, 8)}`,
        tokenHash: id,
        zone: 'dubai' as const,
        day: '2030-01-15',
        window: '10-12',
        status: 'confirmed' as const,
      })),
    );
    await db.insert(messages).values(
      ids.map((id) => ({
        requestId: id,
        channel: 'whatsapp' as const,
        purpose: 'confirmed',
        idempotencyKey: `bench:${id}`,
        nextAttemptAt: now,
        createdAt: now,
      })),
    );
  }
}

async function bench(name: string, conn: Connection, workers: number) {
  const standin = await startWhatsappStandin({ token: 'bench', phoneNumberId: '1' });
  const settings = whatsappSettings({
    WHATSAPP_PHONE_NUMBER_ID: '1',
    WHATSAPP_ACCESS_TOKEN: 'bench',
    WHATSAPP_APP_SECRET: 'bench',
    WHATSAPP_VERIFY_TOKEN: 'bench',
    WHATSAPP_API_BASE: standin.url,
  })!;
  await queue(conn, total);
  const queuedAt = Date.now();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      for (;;) {
        const r = await processMessages(conn.db, settings, new Date(), 50);
        if (r.sent + r.retried + r.failed + r.skipped === 0) return;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const delays = standin.sent.map((m) => m.at - queuedAt).sort((a, b) => a - b);
  const pct = (p: number) =>
    delays[Math.min(delays.length - 1, Math.floor((delays.length * p) / 100))] ?? 0;
  const distinct = new Set(standin.sent.map((m) => m.to)).size;
  await standin.close();
  return {
    database: name,
    workers,
    queued: total,
    sent: standin.sent.length,
    duplicates: standin.sent.length - distinct,
    perSecond: (standin.sent.length / seconds).toFixed(0),
    delayP50ms: pct(50),
    delayP95ms: pct(95),
    delayMaxms: delays.at(-1) ?? 0,
  };
}

async function main() {
  const rows = [];
  const pglite = await connect({ dir: fs.mkdtempSync(path.join(os.tmpdir(), 'bench-notify-')) });
  for (const workers of [1, 2]) rows.push(await bench('pglite', pglite, workers));
  await pglite.close();
  if (process.env.TEST_DATABASE_URL) {
    const pg = await connect({ url: process.env.TEST_DATABASE_URL, dir: '', migrate: true });
    for (const workers of [1, 2]) rows.push(await bench('postgres', pg, workers));
    await pg.close();
  } else console.log('PostgreSQL skipped: set TEST_DATABASE_URL to a test database.');
  console.table(rows);
}

void main();
