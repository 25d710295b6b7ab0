import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { invoices, stripeEvents } from '@/lib/db/schema';
import { markPaidIn } from '@/lib/invoices/pay';
import { log } from '@/lib/log';
import { verifyStripeSignature } from './stripe-signature';

// Stripe's webhook: the one way an invoice becomes paid online. A body whose signature does not verify
// is refused before anything is read or stored. A verified checkout.session.completed marks its
// invoice paid once: the event's id is stored in the same transaction (a repeated delivery finds it and
// changes nothing), and the session must be the invoice's own, paid, in AED, for the invoice's total
// (a session that is not stores nothing: a tampered amount never pays an invoice).

export type WebhookAnswer = { status: 200 | 400; outcome: string };

interface CheckoutSessionObject {
  id?: unknown;
  client_reference_id?: unknown;
  payment_status?: unknown;
  currency?: unknown;
  amount_total?: unknown;
}

export async function handleStripeWebhook(
  db: Db,
  input: { rawBody: string; signature: string | null; secret: string; now: Date },
): Promise<WebhookAnswer> {
  const nowSeconds = Math.floor(input.now.getTime() / 1000);
  if (!verifyStripeSignature(input.rawBody, input.signature, input.secret, nowSeconds))
    return { status: 400, outcome: 'bad_signature' };
  let event: { id?: unknown; type?: unknown; data?: { object?: CheckoutSessionObject } };
  try {
    event = JSON.parse(input.rawBody);
  } catch {
    return { status: 400, outcome: 'bad_payload' };
  }
  if (typeof event.id !== 'string' || typeof event.type !== 'string')
    return { status: 400, outcome: 'bad_payload' };
  // Anything else Stripe may send is acknowledged and ignored (a non-2xx would be retried for days).
  if (event.type !== 'checkout.session.completed') return { status: 200, outcome: 'ignored' };
  const session = event.data?.object ?? {};
  const invoiceId =
    typeof session.client_reference_id === 'string' ? session.client_reference_id : '';
  const eventId = event.id;
  return db.transaction(async (tx) => {
    const [invoice] = /^[0-9a-f-]{36}$/i.test(invoiceId)
      ? await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update')
      : [];
    const matches =
      invoice &&
      session.id === invoice.stripeSessionId &&
      session.payment_status === 'paid' &&
      session.currency === 'aed' &&
      session.amount_total === invoice.totalFils;
    if (!matches) {
      log.warn('stripe.session_mismatch', { event: eventId });
      return { status: 200, outcome: 'mismatch' } as const;
    }
    const [fresh] = await tx
      .insert(stripeEvents)
      .values({ id: eventId, type: event.type as string, invoiceId: invoice.id })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (!fresh) return { status: 200, outcome: 'duplicate' } as const;
    const paid = await markPaidIn(tx, {
      invoiceId: invoice.id,
      via: 'stripe',
      actor: 'system',
      now: input.now,
      note: null,
    });
    return { status: 200, outcome: paid ? 'paid' : 'already_settled' } as const;
  });
}
