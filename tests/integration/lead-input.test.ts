import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Connection, Db } from '@/lib/db/connect';
import { leads } from '@/lib/db/schema';
import { submitLead, type SubmissionContext } from '@/lib/leads/submit';
import { targets } from './databases';

// Sunday 22 November 2026, 10:00 in Dubai.
const now = new Date('2026-11-22T06:00:00Z');
/** A visitor of this test alone: rows are found by this e-mail, whatever other tests store. */
const visitor = () => {
  const tag = randomUUID().slice(0, 8);
  return {
    fullName: 'Amina Khalid',
    email: `amina-${tag}@example.com`,
    phone: '050 123 4567',
    message: 'Two split units in our JLT apartment need a deep clean.',
    idempotencyKey: randomUUID(),
    startedAt: now.getTime() - 20_000,
    website: '',
    marketingConsent: false,
    sourcePath: '/contact',
  };
};

/** Everything written to the console while `run` runs, one entry per call. */
async function captureConsole(run: () => Promise<unknown>): Promise<string[]> {
  const lines: string[] = [];
  const capture = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  for (const level of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation(capture);
  try {
    await run();
  } finally {
    vi.restoreAllMocks();
  }
  return lines;
}
const personal = (v: ReturnType<typeof visitor>) => [
  v.fullName,
  v.email,
  '50 123 4567',
  '501234567',
  v.message,
];

describe.each(targets)('lead input on $name', ({ open }) => {
  let conn: Connection;
  let ctx: SubmissionContext;
  const rowsFor = (email: string) => conn.db.select().from(leads).where(eq(leads.email, email));

  beforeAll(async () => {
    conn = await open();
    ctx = {
      db: async () => conn.db,
      locale: 'en',
      clientKey: `input-${randomUUID()}`,
      emails: [],
      now,
    };
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => conn?.close());

  it('refuses a NUL byte in the hidden sourcePath or in a visible field, stores nothing and logs nothing personal', async () => {
    const hidden = {
      ...visitor(),
      sourcePath: '/contact\u0000\n{"level":"info","event":"forged"}',
    };
    const visible = { ...visitor(), fullName: 'Amina\u0000Khalid' };
    let results: unknown[] = [];
    const lines = await captureConsole(async () => {
      results = [
        await submitLead('contact', hidden, ctx),
        await submitLead('contact', visible, ctx),
      ];
    });
    expect(results).toEqual([
      { ok: false, formError: 'invalidRequest' },
      { ok: false, fieldErrors: { fullName: 'invalid' } },
    ]);
    expect(await rowsFor(hidden.email)).toHaveLength(0);
    expect(await rowsFor(visible.email)).toHaveLength(0);
    const log = lines.join('\n');
    for (const value of [...personal(hidden), hidden.email, visible.email])
      expect(log).not.toContain(value);
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
  });

  it('logs a store failure as one JSON line with the error code only', async () => {
    const input = visitor();
    // A real failure of the insert: inside a transaction that is rolled back, the leads table refuses
    // this visitor's row by a check constraint (SQLSTATE 23514). The driver's error message repeats
    // every parameter of the insert, the visitor's details included.
    let result: unknown;
    let lines: string[] = [];
    await conn.db
      .transaction(async (tx) => {
        await tx.execute(
          sql.raw(
            `alter table leads add constraint refuse_probe check (email <> '${input.email}')`,
          ),
        );
        lines = await captureConsole(async () => {
          result = await submitLead('contact', input, {
            ...ctx,
            db: async () => tx as unknown as Db,
          });
        });
        tx.rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message.includes('Rollback'))) throw error;
      });
    expect(result).toEqual({ ok: false, formError: 'failed' });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0]!);
    expect(entry).toMatchObject({ level: 'error', event: 'lead.store_failed', kind: 'contact' });
    expect(entry.code).toBe('23514');
    for (const value of personal(input)) expect(lines[0]).not.toContain(value);
    expect(await rowsFor(input.email)).toHaveLength(0);
  });
});
