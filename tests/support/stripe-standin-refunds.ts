import { randomBytes } from 'node:crypto';

// The Stripe stand-in's payments and refunds (tests/support/stripe-standin.ts serves them): a paid
// Checkout Session's payment intent, and POST /v1/refunds by Stripe's contract: payment_intent
// required, amount optional (the whole unrefunded amount by default), reason one of Stripe's three;
// an unknown payment intent is a 400 resource_missing, one refunded in full a 400
// charge_already_refunded, more than is left a 400 amount_too_large.

export interface StandInRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  charge: string;
  reason: string | null;
  status: 'succeeded';
  metadata: Record<string, string>;
  created: number;
}

/** Stripe's error shape: {error: {type, message, code?, param?}}. */
export const err = (
  status: number,
  type: string,
  message: string,
  param?: string,
  code?: string,
) => ({
  status,
  body: { error: { type, message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
});
const invalid = (message: string, param?: string, code?: string) =>
  err(400, 'invalid_request_error', message, param, code);

/** metadata[key]=value form fields as Stripe stores them. */
export const metadataOf = (form: Record<string, string>) => {
  const metadata: Record<string, string> = {};
  for (const [k, v] of Object.entries(form)) {
    const m = /^metadata\[(.+)\]$/.exec(k);
    if (m) metadata[m[1]!] = v;
  }
  return metadata;
};

const refundReasons = ['duplicate', 'fraudulent', 'requested_by_customer'];
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export function refundDesk() {
  /** Payment intents of paid sessions: their amount and how much of it is refunded. */
  const intents = new Map<
    string,
    { amount: number; currency: string; charge: string; refunded: number }
  >();
  const refunds: StandInRefund[] = [];

  /** A payment of the amount (Checkout makes one when the customer pays); its payment intent's id. */
  const newPayment = (amount: number, currency: string) => {
    const pi = id('pi');
    intents.set(pi, { amount, currency, charge: id('ch'), refunded: 0 });
    return pi;
  };

  const createRefund = (form: Record<string, string>) => {
    const pi = form.payment_intent;
    if (!pi)
      return invalid(
        'Missing required param: payment_intent.',
        'payment_intent',
        'parameter_missing',
      );
    const intent = intents.get(pi);
    if (!intent)
      return invalid(`No such payment_intent: '${pi}'`, 'payment_intent', 'resource_missing');
    if (form.reason !== undefined && !refundReasons.includes(form.reason))
      return invalid(`Invalid reason: must be one of ${refundReasons.join(', ')}`, 'reason');
    const left = intent.amount - intent.refunded;
    if (left === 0)
      return invalid(
        `Charge ${intent.charge} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    const amount = form.amount === undefined ? left : Number(form.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return invalid('Invalid positive integer', 'amount', 'parameter_invalid_integer');
    if (amount > left)
      return invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount',
        'amount_too_large',
      );
    intent.refunded += amount;
    const refund: StandInRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: pi,
      charge: intent.charge,
      reason: form.reason ?? null,
      status: 'succeeded',
      metadata: metadataOf(form),
      created: Math.floor(Date.now() / 1000),
    };
    refunds.push(refund);
    return { status: 200, body: refund };
  };

  return { refunds, newPayment, createRefund };
}
