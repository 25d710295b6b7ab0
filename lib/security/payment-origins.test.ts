import { describe, expect, it } from 'vitest';
import { paymentFormOrigins } from './csp';

describe("Pay now's redirect to Stripe Checkout", () => {
  it('is allowed as a form action only when Stripe is configured', () => {
    expect(paymentFormOrigins({})).toEqual([]);
    expect(paymentFormOrigins({ STRIPE_SECRET_KEY: 'sk_live_x' })).toEqual([]);
    const both = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(paymentFormOrigins(both)).toEqual(['https://checkout.stripe.com']);
    expect(paymentFormOrigins({ ...both, STRIPE_API_BASE: 'http://127.0.0.1:4290/' })).toEqual([
      'http://127.0.0.1:4290',
    ]);
  });
});
