import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookings, leads } from '@/lib/db/schema';
import { taxSupplier } from '@/lib/config/business';
import { issueInvoice } from '@/lib/invoices/issue';
import type { InvoiceLineInput } from '@/lib/invoices/model';
import { priceBasket } from '@/lib/pricing/basket';
import { listPrices } from '@/lib/pricing/price-list';
import { storeLines } from '@/lib/requests/lines';
import { tokenHash } from '@/lib/requests/token';

// A done job, written straight into the tables (the booking flow has its own tests): a lead, its
// booking at 'done' and the lines the customer booked (6 split and 1 ducted unit's deep cleaning).

export const now = new Date('2026-11-30T08:00:00Z');
export const supplier = { ...taxSupplier, trn: '100123456700003' };

export async function doneJob(
  db: Db,
  opts: { status?: 'done' | 'confirmed'; locale?: 'en' | 'ar' } = {},
) {
  const requestId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(leads).values({
      id: requestId,
      kind: 'booking',
      name: 'Amina Khalid',
      phone: '+971501234567',
      email: 'amina@example.com',
      emirate: 'dubai',
      area: 'Dubai Marina',
      locale: opts.locale ?? 'en',
      noticeVersion: 'test',
      consentAt: now,
      idempotencyKey: randomUUID(),
    });
    await tx.insert(bookings).values({
      leadId: requestId,
      reference: `BK-${randomUUID().slice(0, 8)}`,
      tokenHash: tokenHash(randomUUID()),
      zone: 'dubai',
      day: '2026-11-29',
      window: '10-12',
      status: opts.status ?? 'done',
    });
    const basket = priceBasket(listPrices(), [
      { priceId: 'deep-cleaning.split', unitType: 'split', count: 6 },
      { priceId: 'deep-cleaning.ducted', unitType: 'ducted', count: 1 },
    ]);
    await storeLines(tx, requestId, basket!.lines);
  });
  return requestId;
}

/** A part the technician fitted on site: a capacitor at AED 85.50, two of them, AED 10 off. */
export const capacitor: InvoiceLineInput = {
  source: 'site',
  priceId: null,
  unitType: null,
  description: 'Run capacitor 35 µF',
  count: 2,
  unitPriceFils: 8550,
  discountFils: 1000,
};

/** Empties what the invoice tests write, and restarts the numbering at 1. */
export async function resetInvoices(db: Db) {
  await db.execute(
    sql`truncate leads, bookings, events, request_lines, invoices, invoice_lines, stripe_events cascade`,
  );
  await db.execute(sql`update invoice_counters set last = 0`);
}

/** A done job's tax invoice, issued by staff with the capacitor added on site (unpaid). */
export async function issuedInvoice(db: Db) {
  const requestId = await doneJob(db);
  const issued = await issueInvoice(db, {
    requestId,
    siteLines: [capacitor],
    supplier,
    actor: 'staff:ops@example.com',
    now,
  });
  if (!issued.ok) throw new Error(issued.code);
  return { requestId, invoiceId: issued.invoiceId, token: issued.token };
}
