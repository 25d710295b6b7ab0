import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { invoices } from '@/lib/db/schema';
import { recordEvent } from '@/lib/events/record';
import { creditNoteIn } from '@/lib/invoices/credit';
import { invoiceNumberText } from '@/lib/invoices/model';
import { log } from '@/lib/log';
import { callStripe, stripeForm, type StripeSettings } from './stripe-api';

// A refund in full through Stripe of an invoice paid online (an admin's decision, with a reason). The
// server finds the payment from the invoice's own Checkout Session and asks Stripe for the refund under
// an idempotency key of the invoice: a double click, a retry or a second admin gets the same refund,
// never a second one, and a refund Stripe made whose recording failed is recorded by the next attempt.
// Only on Stripe's answer does anything change: the invoice becomes 'refunded' and the refund is an
// event of its request, with a credit note in the same transaction. Why a credit note: a UAE tax
// invoice whose consideration is refunded after issue must be corrected by a tax credit note (Federal
// Decree-Law 8 of 2017, art. 60), and an issued invoice is never edited; the credit note is the full
// invoice's, as for any cancellation (lib/invoices/credit.ts). Stripe failing changes nothing and logs
// only Stripe's error code.

export type RefundRefusal =
  | 'not_found'
  | 'not_an_invoice'
  | 'not_paid'
  | 'paid_on_site'
  | 'already_refunded'
  | 'stripe_failed';

export type RefundResult =
  | {
      ok: true;
      refundId: string;
      amountFils: number;
      creditNote: { id: string; number: string; token: string };
    }
  | { ok: false; code: RefundRefusal };

/** The one refund an invoice may have: the same key always answers the same refund. */
export const refundIdempotencyKey = (invoiceId: string) => `refund-${invoiceId}`;

const refused = (code: RefundRefusal) => ({ ok: false, code }) as const;

/** Logs why Stripe refused, by its error code only (never an amount, a name or an id of a person). */
function stripeFailed(step: string, answer: Awaited<ReturnType<typeof callStripe>>) {
  const code = answer?.body.error?.code;
  log.warn('stripe.refund_failed', {
    step,
    status: answer?.status ?? 0,
    code: typeof code === 'string' ? code : 'none',
  });
  return refused('stripe_failed');
}

export async function refundInvoice(
  db: Db,
  settings: StripeSettings,
  input: { invoiceId: string; actor: string; reason: string; now: Date },
  fetchImpl: typeof fetch = fetch,
): Promise<RefundResult> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, input.invoiceId));
  if (!invoice) return refused('not_found');
  if (invoice.kind !== 'invoice') return refused('not_an_invoice');
  if (invoice.status === 'refunded') return refused('already_refunded');
  if (invoice.status !== 'paid') return refused('not_paid');
  if (invoice.paidVia !== 'stripe' || !invoice.stripeSessionId) return refused('paid_on_site');

  const session = await callStripe(
    settings,
    fetchImpl,
    `/v1/checkout/sessions/${encodeURIComponent(invoice.stripeSessionId)}`,
  );
  const paymentIntent = session?.body.payment_intent;
  if (!session?.ok || typeof paymentIntent !== 'string') return stripeFailed('session', session);

  const refund = await callStripe(settings, fetchImpl, '/v1/refunds', {
    // The whole invoice, by the stored total (never an amount from a form); the admin's words stay
    // in the site's history, Stripe gets its own reason code.
    body: stripeForm({
      payment_intent: paymentIntent,
      amount: invoice.totalFils,
      reason: 'requested_by_customer',
      'metadata[invoice_id]': invoice.id,
    }),
    idempotencyKey: refundIdempotencyKey(invoice.id),
  });
  const refundId = refund?.body.id;
  const accepted =
    refund?.ok &&
    typeof refundId === 'string' &&
    refund.body.amount === invoice.totalFils &&
    (refund.body.status === 'succeeded' || refund.body.status === 'pending');
  if (!accepted || typeof refundId !== 'string') return stripeFailed('refund', refund);

  return db.transaction(async (tx) => {
    // Paid online -> refunded, once: a second admin's attempt (answered the same refund by Stripe)
    // finds it refunded and records nothing.
    const [changed] = await tx
      .update(invoices)
      .set({ status: 'refunded' })
      .where(
        and(
          eq(invoices.id, invoice.id),
          eq(invoices.status, 'paid'),
          eq(invoices.paidVia, 'stripe'),
        ),
      )
      .returning({ id: invoices.id });
    if (!changed) return refused('already_refunded');
    const number = invoiceNumberText('invoice', invoice.number);
    const note = await creditNoteIn(tx, invoice, input);
    await recordEvent(tx, {
      kind: 'invoice_refunded',
      requestId: invoice.requestId,
      actor: input.actor,
      note: input.reason,
      before: { status: 'paid' },
      after: {
        invoiceId: invoice.id,
        number,
        refundId,
        amountFils: invoice.totalFils,
        creditNote: note.number,
      },
      createdAt: input.now,
    });
    return {
      ok: true,
      refundId,
      amountFils: invoice.totalFils,
      creditNote: { id: note.id, number: note.number, token: note.token },
    } as const;
  });
}
