import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { invoiceLines, invoices } from '@/lib/db/schema';
import type { Reader } from '@/lib/requests/create';
import { isLinkToken, tokenHash } from '@/lib/requests/token';
import type { InvoiceLine, LineSource } from './model';

// An invoice as its pages read it: found by its private link's token (by the hash; the token is never
// stored), with its lines in order and, for a credit note, the invoice it corrects.

export type InvoiceRow = typeof invoices.$inferSelect;
export interface StoredInvoice {
  invoice: InvoiceRow;
  lines: InvoiceLine[];
  /** A credit note's invoice number (its series' own), else null. */
  credits: number | null;
}

export async function linesOfInvoice(db: Reader, invoiceId: string): Promise<InvoiceLine[]> {
  const rows = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
  return rows.map((r) => ({
    source: r.source as LineSource,
    priceId: r.priceId,
    unitType: r.unitType as InvoiceLine['unitType'],
    description: r.description,
    count: r.count,
    unitPriceFils: r.unitPriceFils,
    discountFils: r.discountFils,
    netFils: r.netFils,
    vatFils: r.vatFils,
  }));
}

export async function invoiceByToken(db: Db, token: string): Promise<StoredInvoice | null> {
  if (!isLinkToken(token)) return null;
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(eq(invoices.tokenHash, tokenHash(token)));
  if (!invoice) return null;
  const credits = invoice.creditsInvoiceId
    ? ((
        await db
          .select({ number: invoices.number })
          .from(invoices)
          .where(eq(invoices.id, invoice.creditsInvoiceId))
      )[0]?.number ?? null)
    : null;
  return { invoice, lines: await linesOfInvoice(db, invoice.id), credits };
}
