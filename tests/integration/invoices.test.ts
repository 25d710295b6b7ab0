import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { events, invoiceLines, invoices } from '@/lib/db/schema';
import { issueCreditNote } from '@/lib/invoices/credit';
import { issueInvoice } from '@/lib/invoices/issue';
import { markPaidOnSite } from '@/lib/invoices/pay';
import { targets } from './databases';
import { capacitor, doneJob, now, supplier } from './invoice-fixtures';

// Issuing tax invoices: numbers 1..N without a gap under concurrency, VAT per line to the fils, an
// issued invoice frozen, a credit note as the only correction, every step an event of the request.

const rowsOf = <T>(result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

describe.each(targets)('invoices on $name', ({ open }) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(
      sql`truncate leads, bookings, events, request_lines, invoices, invoice_lines, stripe_events cascade`,
    );
    await conn.db.execute(sql`update invoice_counters set last = 0`);
  });
  afterAll(async () => conn?.close());

  const issue = (requestId: string, siteLines = [capacitor]) =>
    issueInvoice(conn.db, { requestId, siteLines, supplier, actor: 'staff:ops@example.com', now });

  it(
    'gives 100 invoices issued at once the numbers 1 to 100, each once',
    { timeout: 120_000 },
    async () => {
      const jobs: string[] = [];
      for (let i = 0; i < 100; i++) jobs.push(await doneJob(conn.db));
      const results = await Promise.all(jobs.map((id) => issue(id)));
      expect(results.every((r) => r.ok)).toBe(true);
      const numbers = (await conn.db.select({ n: invoices.number }).from(invoices)).map((r) => r.n);
      expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    },
  );

  it('gives back the number of an issue that failed, so the next one has no gap', async () => {
    const job = await doneJob(conn.db);
    // A line the database refuses (a discount above its amount) rolls the whole issue back.
    const bad = await issue(job, [{ ...capacitor, discountFils: 999_999 }]).catch(() => 'refused');
    expect(bad).toBe('refused');
    const good = await issue(job);
    expect(good).toMatchObject({ ok: true, number: 'INV-000001' });
  });

  it('carries the booked lines and the part added on site, VAT per line in fils, and the totals', async () => {
    const job = await doneJob(conn.db);
    const issued = await issue(job);
    if (!issued.ok) throw new Error(issued.code);
    const lines = await conn.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, issued.invoiceId))
      .orderBy(asc(invoiceLines.position));
    expect(lines.map((l) => [l.source, l.priceId, l.count, l.netFils, l.vatFils])).toEqual([
      ['booked', 'deep-cleaning.split', 6, 150_000, 7_500],
      ['booked', 'deep-cleaning.ducted', 1, 55_000, 2_750],
      ['site', null, 2, 16_100, 805],
    ]);
    const [invoice] = await conn.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, issued.invoiceId));
    expect(invoice).toMatchObject({
      subtotalFils: 222_100,
      discountFils: 1_000,
      vatFils: 11_055,
      totalFils: 232_155,
      customerName: 'Amina Khalid',
      customerAddress: 'Dubai Marina, Dubai',
      supplyDate: '2026-11-29',
      supplier: expect.objectContaining({ trn: '100123456700003' }),
    });
    expect(issued.totalFils).toBe(232_155);
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(invoice!.tokenHash).not.toContain(issued.token);
  });

  it('refuses a job that is not done, and a second invoice for the same job', async () => {
    expect(await issue(await doneJob(conn.db, { status: 'confirmed' }))).toEqual({
      ok: false,
      code: 'not_done',
    });
    const job = await doneJob(conn.db);
    await issue(job);
    expect(await issue(job)).toEqual({ ok: false, code: 'already_invoiced' });
    expect(await conn.db.$count(invoices)).toBe(1);
  });

  it('never edits an issued invoice or its lines; a credit note corrects it, and a new invoice follows', async () => {
    const job = await doneJob(conn.db);
    const issued = await issue(job);
    if (!issued.ok) throw new Error(issued.code);
    await expect(
      conn.db.update(invoices).set({ totalFils: 1 }).where(eq(invoices.id, issued.invoiceId)),
    ).rejects.toThrow();
    await expect(
      conn.db
        .update(invoiceLines)
        .set({ count: 1 })
        .where(eq(invoiceLines.invoiceId, issued.invoiceId)),
    ).rejects.toThrow();
    await expect(
      conn.db.delete(invoices).where(eq(invoices.id, issued.invoiceId)),
    ).rejects.toThrow();

    const credit = await issueCreditNote(conn.db, {
      invoiceId: issued.invoiceId,
      actor: 'staff:ops@example.com',
      reason: 'Wrong unit count',
      now,
    });
    expect(credit).toMatchObject({ ok: true, number: 'CN-000001' });
    const all = await conn.db.select().from(invoices).orderBy(asc(invoices.createdAt));
    expect(all.map((i) => [i.kind, i.status, i.totalFils])).toEqual([
      ['invoice', 'credited', 232_155],
      ['credit_note', 'issued', 232_155],
    ]);
    expect(
      await issueCreditNote(conn.db, {
        invoiceId: issued.invoiceId,
        actor: 'x',
        reason: 'again',
        now,
      }),
    ).toEqual({ ok: false, code: 'already_credited' });
    expect(await issue(job, [])).toMatchObject({ ok: true, number: 'INV-000002' });
    // A lead's deletion still takes its invoices (the cascade).
    await conn.db.execute(sql`delete from leads where id = ${job}`);
    expect(await conn.db.$count(invoices)).toBe(0);
  });

  it('records every step as an event of the request, and is paid on site once', async () => {
    const job = await doneJob(conn.db);
    const issued = await issue(job);
    if (!issued.ok) throw new Error(issued.code);
    const pay = () =>
      markPaidOnSite(conn.db, {
        invoiceId: issued.invoiceId,
        actor: 'staff:ops@example.com',
        reason: 'Card terminal',
        now,
      });
    expect(await pay()).toBe(true);
    expect(await pay()).toBe(false);
    await issueCreditNote(conn.db, {
      invoiceId: issued.invoiceId,
      actor: 'staff:ops@example.com',
      reason: 'Refunded',
      now,
    });
    const kinds = rowsOf<{ kind: string }>(
      await conn.db.execute(sql`select kind from ${events} where request_id = ${job} order by seq`),
    ).map((r) => r.kind);
    expect(kinds).toEqual(['invoice_issued', 'invoice_paid', 'credit_note_issued']);
  });
});
