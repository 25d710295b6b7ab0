import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { invoices } from '@/lib/db/schema';
import { recordEvent } from '@/lib/events/record';
import { localizedPath } from '@/lib/i18n/paths';
import { invoiceNumberText } from '@/lib/invoices/model';
import type { InvoiceRow } from '@/lib/invoices/read';
import { callStripe, stripeForm, type StripeSettings } from './stripe-api';

export type { StripeSettings };

// A Stripe Checkout Session for one invoice, created on the server through Stripe's HTTP API (the
// documented form-encoded POST /v1/checkout/sessions, through lib/payments/stripe-api.ts).
// The amount is the stored invoice's total, never one the browser sent; an Idempotency-Key per
// invoice makes a double click or a retry return the same session. Card data stays on Stripe's page.

export type CheckoutResult = { ok: true; id: string; url: string } | { ok: false };

export async function createCheckoutSession(
  db: Db,
  settings: StripeSettings,
  input: { invoice: InvoiceRow; token: string; siteUrl: string; now: Date },
  fetchImpl: typeof fetch = fetch,
): Promise<CheckoutResult> {
  const { invoice } = input;
  if (invoice.kind !== 'invoice' || invoice.status !== 'issued') return { ok: false };
  const page = `${input.siteUrl}${localizedPath(invoice.locale, `/invoice/${input.token}`)}`;
  const number = invoiceNumberText('invoice', invoice.number);
  const answer = await callStripe(settings, fetchImpl, '/v1/checkout/sessions', {
    // One session per invoice and amount: a retry, a double click or a second tab gets the same one.
    idempotencyKey: `invoice-${invoice.id}-${invoice.totalFils}`,
    body: stripeForm({
      mode: 'payment',
      client_reference_id: invoice.id,
      'metadata[invoice_id]': invoice.id,
      'line_items[0][quantity]': 1,
      'line_items[0][price_data][currency]': 'aed',
      'line_items[0][price_data][unit_amount]': invoice.totalFils,
      'line_items[0][price_data][product_data][name]': `Tax invoice ${number}`,
      success_url: `${page}?paid=1`,
      cancel_url: `${page}?cancelled=1`,
    }),
  });
  if (!answer?.ok) return { ok: false };
  const session = answer.body;
  if (typeof session.id !== 'string' || typeof session.url !== 'string') return { ok: false };
  const sessionId = session.id;
  await db.transaction(async (tx) => {
    // The first session of an invoice is an event of its request; the same one again is not.
    const [changed] = await tx
      .update(invoices)
      .set({ stripeSessionId: sessionId })
      .where(
        and(
          eq(invoices.id, invoice.id),
          or(isNull(invoices.stripeSessionId), ne(invoices.stripeSessionId, sessionId)),
        ),
      )
      .returning({ id: invoices.id });
    if (changed)
      await recordEvent(tx, {
        kind: 'payment_started',
        requestId: invoice.requestId,
        actor: 'visitor',
        before: null,
        after: { invoiceId: invoice.id, number, sessionId },
        createdAt: input.now,
      });
  });
  return { ok: true, id: sessionId, url: session.url };
}
