import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { stripeSignatureHeader, verifyStripeSignature } from './stripe-signature';

const secret = 'whsec_test_secret';
const body = '{"id":"evt_1","type":"checkout.session.completed"}';
const t = 1_795_000_000;

describe('Stripe webhook signatures', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 of the endpoint secret, as Stripe documents', () => {
    const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(stripeSignatureHeader(body, secret, t)).toBe(`t=${t},v1=${v1}`);
  });

  it('accepts the signed body within 300 s, with any extra scheme or signature in the header', () => {
    const header = stripeSignatureHeader(body, secret, t);
    expect(verifyStripeSignature(body, header, secret, t + 299)).toBe(true);
    expect(verifyStripeSignature(body, `${header},v0=abc,v1=${'0'.repeat(64)}`, secret, t)).toBe(
      true,
    );
  });

  it('refuses another body, another secret, an old or future time, and a malformed header', () => {
    const header = stripeSignatureHeader(body, secret, t);
    expect(verifyStripeSignature(body.replace('evt_1', 'evt_2'), header, secret, t)).toBe(false);
    expect(verifyStripeSignature(body, header, 'whsec_other', t)).toBe(false);
    expect(verifyStripeSignature(body, header, secret, t + 301)).toBe(false);
    expect(verifyStripeSignature(body, header, secret, t - 301)).toBe(false);
    for (const bad of [null, '', 'v1=abc', `t=${t}`, `t=x,v1=${'a'.repeat(64)}`, `t=${t},v1=zz`])
      expect(verifyStripeSignature(body, bad, secret, t)).toBe(false);
  });
});
