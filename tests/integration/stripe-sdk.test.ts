import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyStripeSignature } from '@/lib/payments/stripe-signature';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-standin';

// The Stripe stand-in the site is tested against, spoken to by Stripe's official Node SDK: what the SDK
// sends, the stand-in understands, and what the stand-in answers (sessions, errors, signed events), the
// SDK reads as it would read Stripe's. So the stand-in keeps to Stripe's HTTP contract, and the site's
// own form-encoded calls and signature check (lib/payments) meet the same contract as the SDK's.

const secretKey = 'sk_test_sdk_contract';
const webhookSecret = 'whsec_sdk_contract';
let standIn: StripeStandIn;

/** The SDK pointed at the stand-in (no retries: a retry would hide a wrong first answer). */
const sdk = (key = secretKey) => {
  const url = new URL(standIn.url);
  return new Stripe(key, {
    host: url.hostname,
    port: Number(url.port),
    protocol: 'http',
    maxNetworkRetries: 0,
  });
};

const sessionParams = {
  mode: 'payment',
  client_reference_id: '3f1c2a9e-0000-4000-8000-000000000001',
  success_url: 'https://www.example.ae/invoice/x?paid=1',
  cancel_url: 'https://www.example.ae/invoice/x',
  line_items: [
    {
      quantity: 1,
      price_data: {
        currency: 'aed',
        unit_amount: 52_500,
        product_data: { name: 'Tax invoice INV-000001' },
      },
    },
  ],
} satisfies Stripe.Checkout.SessionCreateParams;

beforeAll(async () => {
  standIn = await startStripeStandIn({
    secretKey,
    webhookSecret,
    webhookUrl: 'http://127.0.0.1:9/unused',
  });
});
afterAll(async () => standIn?.close());

describe('the Stripe stand-in, through the official SDK', () => {
  it('creates a Checkout Session, answers the same session for the same idempotency key, and retrieves it', async () => {
    const stripe = sdk();
    const first = await stripe.checkout.sessions.create(sessionParams, {
      idempotencyKey: 'invoice-sdk-1',
    });
    const again = await stripe.checkout.sessions.create(sessionParams, {
      idempotencyKey: 'invoice-sdk-1',
    });
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      object: 'checkout.session',
      amount_total: 52_500,
      currency: 'aed',
      payment_status: 'unpaid',
      client_reference_id: sessionParams.client_reference_id,
    });
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/);
    expect((await stripe.checkout.sessions.retrieve(first.id)).id).toBe(first.id);
  });

  it("answers errors in Stripe's shape, which the SDK raises as its own error classes", async () => {
    const stripe = sdk();
    await expect(stripe.checkout.sessions.retrieve('cs_test_missing')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 404,
      param: 'id',
    });
    await expect(
      stripe.checkout.sessions.create(
        { ...sessionParams, client_reference_id: 'other' },
        { idempotencyKey: 'invoice-sdk-1' },
      ),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError', statusCode: 400 });
    await expect(sdk('sk_test_wrong').checkout.sessions.retrieve('x')).rejects.toMatchObject({
      type: 'StripeAuthenticationError',
      statusCode: 401,
    });
  });

  it("signs its events as Stripe does: the SDK verifies the stand-in's, the site verifies the SDK's", async () => {
    const stripe = sdk();
    const session = await stripe.checkout.sessions.create(sessionParams);
    const { body, signature } = standIn.event(session.id);
    const event = stripe.webhooks.constructEvent(body, signature, webhookSecret);
    expect(event.type).toBe('checkout.session.completed');
    expect((event.data.object as Stripe.Checkout.Session).payment_status).toBe('paid');
    expect(() => stripe.webhooks.constructEvent(body, signature, 'whsec_other')).toThrow();

    const header = stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: webhookSecret,
    });
    const now = Math.floor(Date.now() / 1000);
    expect(verifyStripeSignature(body, header, webhookSecret, now)).toBe(true);
    expect(verifyStripeSignature(`${body} `, header, webhookSecret, now)).toBe(false);
  });

  it("refunds a paid session through the SDK: once per idempotency key, in full, with Stripe's error codes", async () => {
    const stripe = sdk();
    await expect(
      stripe.refunds.create({ payment_intent: 'pi_missing' }, { idempotencyKey: 'refund-sdk-0' }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'resource_missing',
      param: 'payment_intent',
    });
    const session = await stripe.checkout.sessions.create(sessionParams);
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_intent).toBeNull();
    standIn.pay(session.id);
    const paid = await stripe.checkout.sessions.retrieve(session.id);
    expect(paid.payment_intent).toMatch(/^pi_/);
    const params = {
      payment_intent: paid.payment_intent as string,
      reason: 'requested_by_customer',
    } satisfies Stripe.RefundCreateParams;
    const refund = await stripe.refunds.create(params, { idempotencyKey: 'refund-sdk-1' });
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 52_500,
      currency: 'aed',
      status: 'succeeded',
    });
    const again = await stripe.refunds.create(params, { idempotencyKey: 'refund-sdk-1' });
    expect(again.id).toBe(refund.id);
    await expect(
      stripe.refunds.create(params, { idempotencyKey: 'refund-sdk-2' }),
    ).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      statusCode: 400,
      code: 'charge_already_refunded',
    });
    expect(standIn.refunds).toHaveLength(1);
  });
});
