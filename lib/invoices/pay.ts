import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { invoices } from '@/lib/db/schema';
import { recordEvent } from '@/lib/events/record';
import type { Tx } from '@/lib/requests/create';
import { invoiceNumberText, type PaymentMethod } from './model';

// An invoice becomes paid once: a conditional update (issued -> paid) that a second attempt, a
// repeated webhook or a credited invoice cannot pass, with its event in the same transaction.

export async function markPaidIn(
  tx: Tx,
  input: { invoiceId: string; via: PaymentMethod; actor: string; now: Date; note?: string | null },
): Promise<boolean> {
  const [paid] = await tx
    .update(invoices)
    .set({ status: 'paid', paidAt: input.now, paidVia: input.via })
    .where(
      and(
        eq(invoices.id, input.invoiceId),
        eq(invoices.kind, 'invoice'),
        eq(invoices.status, 'issued'),
      ),
    )
    .returning({
      requestId: invoices.requestId,
      number: invoices.number,
      total: invoices.totalFils,
    });
  if (!paid) return false;
  await recordEvent(tx, {
    kind: 'invoice_paid',
    requestId: paid.requestId,
    actor: input.actor,
    note: input.note ?? null,
    before: { status: 'issued' },
    after: {
      invoiceId: input.invoiceId,
      number: invoiceNumberText('invoice', paid.number),
      via: input.via,
      totalFils: paid.total,
    },
    createdAt: input.now,
  });
  return true;
}

/** Staff mark an invoice paid on site (cash, card terminal), with the reason they give. */
export const markPaidOnSite = (
  db: Db,
  input: { invoiceId: string; actor: string; reason: string; now: Date },
) => db.transaction((tx) => markPaidIn(tx, { ...input, via: 'on_site', note: input.reason }));
