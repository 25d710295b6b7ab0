import { localizedPath } from '@/lib/i18n/paths';
import { randomBytes } from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { TaxSupplier } from '@/lib/config/business';
import { bookings, invoiceCounters, invoiceLines, invoices, leads } from '@/lib/db/schema';
import { recordEvent } from '@/lib/events/record';
import { placeName } from '@/lib/booking/recap';
import { serverText } from '@/lib/i18n/server-text';
import { linesOfRequest } from '@/lib/requests/lines';
import type { Tx } from '@/lib/requests/create';
import type { Db } from '@/lib/db/connect';
import { tokenHash } from '@/lib/requests/token';
import {
  invoiceNumberText,
  invoiceTotals,
  linesFromBooking,
  priceInvoiceLine,
  type InvoiceKind,
  type InvoiceLine,
  type InvoiceLineInput,
} from './model';

// Issuing: a done job becomes a numbered tax invoice in one transaction (number, lines, totals, its
// event), or nothing at all. The number comes from the series' counter row, taken with a row lock, so
// concurrent issues queue on it and a rolled-back issue gives its number back: 1..N, no gap.

export type IssueRefusal = 'not_found' | 'not_done' | 'already_invoiced' | 'no_lines';
export type Issued = {
  ok: true;
  invoiceId: string;
  number: string;
  token: string;
  totalFils: number;
};

export interface IssueInput {
  requestId: string;
  /** Lines the technician added on site (parts, extra units), already checked (site-lines.ts). */
  siteLines: readonly InvoiceLineInput[];
  customerAddress?: string | null;
  customerTrn?: string | null;
  supplier: TaxSupplier;
  actor: string;
  now: Date;
}

/** The next number of a series: the counter row, locked until the transaction ends. */
export async function nextNumber(tx: Tx, series: InvoiceKind): Promise<number> {
  const [row] = await tx
    .update(invoiceCounters)
    .set({ last: sql`${invoiceCounters.last} + 1` })
    .where(eq(invoiceCounters.series, series))
    .returning({ last: invoiceCounters.last });
  if (!row) throw new Error(`invoice counter ${series} missing`);
  return row.last;
}

/** A fresh private link token (43 URL-safe characters); only its hash is stored. */
export const newInvoiceToken = () => randomBytes(32).toString('base64url');

/** Stores an invoice or credit note with its lines; the caller holds the transaction and the event. */
export async function storeInvoice(
  tx: Tx,
  row: Omit<
    typeof invoices.$inferInsert,
    'number' | 'tokenHash' | keyof ReturnType<typeof invoiceTotals>
  >,
  lines: readonly InvoiceLine[],
  /** The private link's token: a fresh one, unless the caller derives it (an AMC instalment's). */
  token = newInvoiceToken(),
) {
  const number = await nextNumber(tx, row.kind);
  const totals = invoiceTotals(lines);
  const [stored] = await tx
    .insert(invoices)
    .values({ ...row, ...totals, number, tokenHash: tokenHash(token) })
    .returning({ id: invoices.id });
  await tx.insert(invoiceLines).values(
    lines.map((l, position) => ({
      invoiceId: stored!.id,
      position,
      source: l.source,
      priceId: l.priceId,
      unitType: l.unitType,
      description: l.description,
      count: l.count,
      unitPriceFils: l.unitPriceFils,
      discountFils: l.discountFils,
      netFils: l.netFils,
      vatFils: l.vatFils,
    })),
  );
  return { id: stored!.id, number: invoiceNumberText(row.kind, number), token, totals };
}

/** Turns a done booking into its tax invoice: the booked lines, then those added on site. */
export async function issueInvoice(
  db: Db,
  input: IssueInput,
): Promise<Issued | { ok: false; code: IssueRefusal }> {
  return db.transaction(async (tx) => {
    // The booking's row lock: two staff issuing for one job queue here, and the second sees the first.
    const [job] = await tx
      .select({
        status: bookings.status,
        day: bookings.day,
        name: leads.name,
        locale: leads.locale,
        area: leads.area,
        emirate: leads.emirate,
      })
      .from(bookings)
      .innerJoin(leads, eq(leads.id, bookings.leadId))
      .where(eq(bookings.leadId, input.requestId))
      .for('update', { of: bookings });
    if (!job) return { ok: false, code: 'not_found' } as const;
    if (job.status !== 'done') return { ok: false, code: 'not_done' } as const;
    const [open] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(
        and(
          eq(invoices.requestId, input.requestId),
          eq(invoices.kind, 'invoice'),
          // A credited or refunded invoice was corrected by a credit note: a new one may follow.
          notInArray(invoices.status, ['credited', 'refunded']),
        ),
      )
      .limit(1);
    if (open) return { ok: false, code: 'already_invoiced' } as const;
    const booked = linesFromBooking(await linesOfRequest(tx, input.requestId));
    const lines = [...booked, ...input.siteLines].map(priceInvoiceLine);
    if (!lines.length) return { ok: false, code: 'no_lines' } as const;
    // Named in the invoice's language (never the slugs): "Dubai Marina, Dubai" / «دبي مارينا، دبي».
    const address =
      input.customerAddress?.trim() || placeName(serverText(job.locale), job, job.locale) || null;
    const stored = await storeInvoice(
      tx,
      {
        requestId: input.requestId,
        kind: 'invoice',
        locale: job.locale,
        customerName: job.name,
        customerAddress: address,
        customerTrn: input.customerTrn?.trim() || null,
        supplier: input.supplier,
        issuedAt: input.now,
        supplyDate: job.day,
        issuedBy: input.actor,
      },
      lines,
    );
    await recordEvent(
      tx,
      {
        kind: 'invoice_issued',
        requestId: input.requestId,
        actor: input.actor,
        before: null,
        after: { invoiceId: stored.id, number: stored.number, totalFils: stored.totals.totalFils },
        createdAt: input.now,
      },
      // The customer's messages carry the invoice's own link, in their language (lib/notify).
      localizedPath(job.locale, `/invoice/${stored.token}`),
    );
    return {
      ok: true,
      invoiceId: stored.id,
      number: stored.number,
      token: stored.token,
      totalFils: stored.totals.totalFils,
    } as const;
  });
}
