import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { invoices } from '@/lib/db/schema';
import { recordEvent } from '@/lib/events/record';
import type { Tx } from '@/lib/requests/create';
import { invoiceNumberText } from './model';
import { linesOfInvoice, type InvoiceRow } from './read';
import { storeInvoice } from './issue';

// A credit note: the one way to correct an issued invoice (which is never edited). It credits the
// whole invoice, line by line, under its own series (CN-…); the invoice becomes 'credited' (or
// 'refunded', when a refund through Stripe issues it: lib/payments/refund.ts), and staff issue a new,
// corrected invoice if one is owed.

export type CreditRefusal = 'not_found' | 'not_an_invoice' | 'already_credited';

/**
 * Stores the credit note of a whole invoice and its event, in the caller's transaction (the caller
 * holds the invoice's row lock and sets its status).
 */
export async function creditNoteIn(
  tx: Tx,
  invoice: InvoiceRow,
  input: { actor: string; reason: string; now: Date },
) {
  const lines = await linesOfInvoice(tx, invoice.id);
  const note = await storeInvoice(
    tx,
    {
      requestId: invoice.requestId,
      kind: 'credit_note',
      creditsInvoiceId: invoice.id,
      locale: invoice.locale,
      customerName: invoice.customerName,
      customerAddress: invoice.customerAddress,
      customerTrn: invoice.customerTrn,
      supplier: invoice.supplier,
      issuedAt: input.now,
      supplyDate: invoice.supplyDate,
      issuedBy: input.actor,
    },
    lines,
  );
  await recordEvent(tx, {
    kind: 'credit_note_issued',
    requestId: invoice.requestId,
    actor: input.actor,
    note: input.reason,
    before: { invoiceId: invoice.id, number: invoiceNumberText('invoice', invoice.number) },
    after: { invoiceId: note.id, number: note.number, totalFils: note.totals.totalFils },
    createdAt: input.now,
  });
  return note;
}

export async function issueCreditNote(
  db: Db,
  input: { invoiceId: string; actor: string; reason: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.id, input.invoiceId))
      .for('update');
    if (!invoice) return { ok: false, code: 'not_found' as CreditRefusal } as const;
    if (invoice.kind !== 'invoice')
      return { ok: false, code: 'not_an_invoice' as CreditRefusal } as const;
    // A refunded invoice was credited with its refund.
    if (invoice.status === 'credited' || invoice.status === 'refunded')
      return { ok: false, code: 'already_credited' as CreditRefusal } as const;
    const note = await creditNoteIn(tx, invoice, input);
    await tx.update(invoices).set({ status: 'credited' }).where(eq(invoices.id, invoice.id));
    return { ok: true, creditNoteId: note.id, number: note.number, token: note.token } as const;
  });
}
