import { describe, expect, it } from 'vitest';
import { callStripe, stripeForm } from './stripe-api';

// What every call to Stripe sends (key, form encoding, idempotency key) and how an answer that is not
// Stripe's (unreachable, not JSON) reads: null, which the callers treat as "nothing changed".

const settings = {
  secretKey: 'sk_test_x',
  webhookSecret: 'whsec_x',
  apiBase: 'https://stripe.test',
};

describe('callStripe', () => {
  it('posts the form with the secret key and the idempotency key, and reads the answer', async () => {
    const seen: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      seen.push({ url, init });
      return Response.json({ id: 're_1', status: 'succeeded' });
    }) as unknown as typeof fetch;
    const answer = await callStripe(settings, fake, '/v1/refunds', {
      body: stripeForm({ payment_intent: 'pi_1', amount: 232155 }),
      idempotencyKey: 'refund-abc',
    });
    expect(answer).toEqual({ ok: true, status: 200, body: { id: 're_1', status: 'succeeded' } });
    expect(seen[0]!.url).toBe('https://stripe.test/v1/refunds');
    expect(seen[0]!.init.method).toBe('POST');
    expect(seen[0]!.init.headers).toMatchObject({
      Authorization: 'Bearer sk_test_x',
      'Content-Type': 'application/x-www-form-urlencoded',
      'Idempotency-Key': 'refund-abc',
    });
    expect(String(seen[0]!.init.body)).toBe('payment_intent=pi_1&amount=232155');
  });

  it("keeps Stripe's error with its status, and answers null when Stripe is unreachable or not JSON", async () => {
    const refused = (async () =>
      Response.json(
        { error: { type: 'invalid_request_error', code: 'charge_already_refunded' } },
        { status: 400 },
      )) as unknown as typeof fetch;
    expect(await callStripe(settings, refused, '/v1/checkout/sessions/cs_1')).toMatchObject({
      ok: false,
      status: 400,
      body: { error: { code: 'charge_already_refunded' } },
    });
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await callStripe(settings, down, '/v1/refunds')).toBeNull();
    const html = (async () =>
      new Response('<html>502</html>', { status: 502 })) as unknown as typeof fetch;
    expect(await callStripe(settings, html, '/v1/refunds')).toBeNull();
  });
});
