import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Connection } from '@/lib/db/connect';
import { leads } from '@/lib/db/schema';
import { checkHealth } from '@/lib/db/health';
import { submitLead, type SubmissionContext } from '@/lib/leads/submit';
import type { SubmitResult } from '@/lib/leads/schemas';

// What a visitor meets when PostgreSQL is locked, hung or stopped: an answer within a few seconds,
// never a request that waits for the database. PostgreSQL only: PGlite runs inside the server process,
// with no pool to exhaust, no other session that could hold a lock and no network to time out.
const url = process.env.TEST_DATABASE_URL;
const visitors = 20;

const lead = (tag: string, i: number) => ({
  fullName: 'Amina Khalid',
  email: `${tag}-${i}@example.com`,
  phone: '050 123 4567',
  message: 'Two split units in our JLT apartment need a deep clean.',
  idempotencyKey: randomUUID(),
  startedAt: Date.now() - 20_000,
  website: '',
  marketingConsent: false,
});

/** Posts `visitors` leads at once; each result with how long that visitor waited. */
async function crowd(conn: Connection, tag: string) {
  const ctx = (i: number): SubmissionContext => ({
    db: async () => conn.db,
    locale: 'ar',
    clientKey: `${tag}-${i}`,
    emails: [],
  });
  return Promise.all(
    Array.from({ length: visitors }, async (_, i) => {
      const start = performance.now();
      const result: SubmitResult = await submitLead('contact', lead(tag, i), ctx(i));
      return { result, ms: performance.now() - start };
    }),
  );
}

async function timed<T>(work: () => Promise<T>) {
  const start = performance.now();
  const value = await work();
  return { value, ms: performance.now() - start };
}

describe.skipIf(!url)(
  'PostgreSQL that does not answer (PGlite has no pool, lock or network)',
  () => {
    let app: Connection;
    beforeAll(async () => {
      // Migrated here too: on a fresh database this file may run before any other that creates the tables.
      app = await connect({ url, dir: '', migrate: true });
    });
    afterAll(async () => app?.close());

    it('with the leads table locked, every visitor is told "could not send" within 6 s and the health check answers within 3 s', async () => {
      const locker = postgres(url!, { max: 1, onnotice: () => {} });
      const held = await locker.reserve();
      const tag = `locked-${randomUUID().slice(0, 8)}`;
      try {
        await held`begin`;
        await held`lock table leads in access exclusive mode`;
        const answers = crowd(app, tag);
        // The pool is busy with the blocked inserts by now: the health check must not queue behind them.
        await new Promise((r) => setTimeout(r, 500));
        const health = await timed(() => checkHealth(async () => app, 'postgres'));
        const results = await answers;

        expect(health.ms).toBeLessThan(3000);
        expect(health.value.ok).toBe(true);
        expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(6000);
        for (const { result } of results)
          expect(result).toEqual({ ok: false, formError: 'failed' });
      } finally {
        await held`rollback`;
        held.release();
        await locker.end();
      }
      // Nothing a visitor was told "sent" may be missing (here nobody was): and the pool works again.
      const again = await submitLead('contact', lead(tag, 99), {
        db: async () => app.db,
        locale: 'en',
        clientKey: `${tag}-again`,
        emails: [],
      });
      expect(again).toMatchObject({ ok: true, duplicate: false });
      expect((again as { reference?: string }).reference).toMatch(/^RQ-[0-9A-F]{8}$/);
      const stored = await app.db
        .select({ email: leads.email })
        .from(leads)
        .where(inArray(leads.email, [`${tag}-99@example.com`]));
      expect(stored).toHaveLength(1);
    });

    it('with the database stopped (a closed port), every visitor is answered within 6 s and the health check within 3 s', async () => {
      const closed = net.createServer();
      await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((r) => closed.close(r));
      const down = await connect({ url: `postgres://site:secret@127.0.0.1:${port}/site`, dir: '' });
      try {
        const results = await crowd(down, `stopped-${randomUUID().slice(0, 8)}`);
        const health = await timed(() => checkHealth(async () => down, 'postgres'));
        expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(6000);
        for (const { result } of results)
          expect(result).toEqual({ ok: false, formError: 'failed' });
        expect(health.ms).toBeLessThan(3000);
        expect(health.value.ok).toBe(false);
      } finally {
        await down.close();
      }
    });

    it('with a database that accepts connections but never answers, every visitor is answered within 6 s and the health check within 3 s', async () => {
      const sockets = new Set<net.Socket>();
      const silent = net.createServer((socket) => {
        sockets.add(socket);
        socket.on('error', () => {});
      });
      await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
      const port = (silent.address() as AddressInfo).port;
      const hung = await connect({ url: `postgres://site:secret@127.0.0.1:${port}/site`, dir: '' });
      try {
        const [results, health] = await Promise.all([
          crowd(hung, `hung-${randomUUID().slice(0, 8)}`),
          timed(() => checkHealth(async () => hung, 'postgres')),
        ]);
        expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(6000);
        for (const { result } of results)
          expect(result).toEqual({ ok: false, formError: 'failed' });
        expect(health.ms).toBeLessThan(3000);
        expect(health.value.ok).toBe(false);
      } finally {
        for (const s of sockets) s.destroy();
        silent.close();
        await hung.close().catch(() => {});
      }
    });
  },
);
