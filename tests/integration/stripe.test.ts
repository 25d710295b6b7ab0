import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { events, invoices, stripeEvents } from '@/lib/db/schema';
import { invoiceByToken } from '@/lib/invoices/read';
import { createCheckoutSession, type StripeSettings } from '@/lib/payments/checkout';
import { handleStripeWebhook } from '@/lib/payments/webhook';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-standin';
import { targets } from './databases';
import { issuedInvoice, now, resetInvoices } from './invoice-fixtures';

// Paying an invoice online against the Stripe stand-in: a Checkout Session with the server's amount
// and an idempotency key; the invoice paid only by a signed checkout.session.completed, once.

const settings = { secretKey: 'sk_test_standin', webhookSecret: 'whsec_standin_secret' };

describe.each(targets)('Stripe payment on $name', ({ open }) => {
  let conn: Connection;
  let stripe: StripeStandIn;
  let stripeSettings: StripeSettings;
  beforeAll(async () => {
    conn = await open();
    stripe = await startStripeStandIn({ ...settings, webhookUrl: 'http://127.0.0.1:9/unused' });
    stripeSettings = { ...settings, apiBase: stripe.url };
  });
  beforeEach(async () => {
    await resetInvoices(conn.db);
  });
  afterAll(async () => {
    await stripe?.close();
    await conn?.close();
  });

  /** A done job's invoice, and a Checkout Session opened for it. */
  async function invoiceWithSession() {
    const { requestId, ...issued } = await issuedInvoice(conn.db);
    const found = (await invoiceByToken(conn.db, issued.token))!;
    const input = {
      invoice: found.invoice,
      token: issued.token,
      siteUrl: 'https://site.test',
      now,
    };
    const session = await createCheckoutSession(conn.db, stripeSettings, input);
    if (!session.ok) throw new Error('no session');
    return { requestId, invoiceId: issued.invoiceId, token: issued.token, session, input };
  }

  const webhook = (body: string, signature: string | null) =>
    handleStripeWebhook(conn.db, {
      rawBody: body,
      signature,
      secret: settings.webhookSecret,
      now: new Date(),
    });
  const statusOf = async (id: string) =>
    (await conn.db.select().from(invoices).where(eq(invoices.id, id)))[0]!.status;
  const kindsOf = async (requestId: string) =>
    (
      await conn.db
        .select({ kind: events.kind })
        .from(events)
        .where(eq(events.requestId, requestId))
    ).map((e) => e.kind);

  it('creates one session per invoice with the server amount in fils, in AED, under an idempotency key', async () => {
    const { requestId, invoiceId, session, input } = await invoiceWithSession();
    const again = await createCheckoutSession(conn.db, stripeSettings, input);
    expect(again).toEqual(session);
    const [first, second] = stripe.requests.slice(-2);
    expect(first!.idempotencyKey).toBe(`invoice-${invoiceId}-232155`);
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(first!.form).toMatchObject({
      mode: 'payment',
      client_reference_id: invoiceId,
      'line_items[0][price_data][currency]': 'aed',
      'line_items[0][price_data][unit_amount]': '232155',
      'line_items[0][quantity]': '1',
      success_url: `https://site.test/invoice/${input.token}?paid=1`,
      cancel_url: `https://site.test/invoice/${input.token}?cancelled=1`,
    });
    expect(await kindsOf(requestId)).toEqual(['invoice_issued', 'payment_started']);
    // A session opened is not a payment: the invoice stays unpaid until the signed webhook.
    expect(await statusOf(invoiceId)).toBe('issued');
  });

  it('refuses a forged, unsigned or stale webhook and stores nothing', async () => {
    const { invoiceId, session } = await invoiceWithSession();
    const forged = stripe.event(session.id, {}, { secret: 'whsec_someone_else' });
    const stale = stripe.event(session.id, {}, { t: Math.floor(Date.now() / 1000) - 301 });
    const good = stripe.event(session.id);
    for (const [body, signature] of [
      [forged.body, forged.signature],
      [stale.body, stale.signature],
      [good.body, null],
      [good.body.replace('"paid"', '"paid" '), good.signature],
    ] as const)
      expect(await webhook(body, signature)).toEqual({ status: 400, outcome: 'bad_signature' });
    expect(await conn.db.$count(stripeEvents)).toBe(0);
    expect(await statusOf(invoiceId)).toBe('issued');
  });

  it('never pays for a signed session of another amount, currency or session', async () => {
    const { invoiceId, session } = await invoiceWithSession();
    for (const tampered of [{ amount_total: 200 }, { currency: 'usd' }, { id: 'cs_test_other' }]) {
      const e = stripe.event(session.id, tampered);
      expect(await webhook(e.body, e.signature)).toEqual({ status: 200, outcome: 'mismatch' });
    }
    expect(await statusOf(invoiceId)).toBe('issued');
    expect(await conn.db.$count(stripeEvents)).toBe(0);
  });

  it('marks the invoice paid exactly once, however often the event comes', async () => {
    const { requestId, invoiceId, session } = await invoiceWithSession();
    const e = stripe.event(session.id);
    expect(await webhook(e.body, e.signature)).toEqual({ status: 200, outcome: 'paid' });
    expect(await webhook(e.body, e.signature)).toEqual({ status: 200, outcome: 'duplicate' });
    const other = stripe.event(session.id);
    expect(await webhook(other.body, other.signature)).toEqual({
      status: 200,
      outcome: 'already_settled',
    });
    const [invoice] = await conn.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice).toMatchObject({ status: 'paid', paidVia: 'stripe' });
    expect((await kindsOf(requestId)).filter((k) => k === 'invoice_paid')).toHaveLength(1);
    // A paid invoice opens no new session.
    const found = (await conn.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!;
    expect(
      await createCheckoutSession(conn.db, stripeSettings, {
        invoice: found,
        token: 'x',
        siteUrl: 'https://site.test',
        now,
      }),
    ).toEqual({ ok: false });
  });

  it('ignores other event types, and answers a Stripe error with no session', async () => {
    const { session, input } = await invoiceWithSession();
    const e = stripe.event(session.id);
    const other = e.body.replace('checkout.session.completed', 'payment_intent.created');
    const { stripeSignatureHeader } = await import('@/lib/payments/stripe-signature');
    const signed = stripeSignatureHeader(
      other,
      settings.webhookSecret,
      Math.floor(Date.now() / 1000),
    );
    expect(await webhook(other, signed)).toEqual({ status: 200, outcome: 'ignored' });
    const wrongKey = { ...stripeSettings, secretKey: 'sk_test_wrong' };
    expect(await createCheckoutSession(conn.db, wrongKey, input)).toEqual({ ok: false });
  });
});
