import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { stripeSignatureHeader } from '@/lib/payments/stripe-signature';
import { err, metadataOf, refundDesk, type StandInRefund } from './stripe-standin-refunds';

export type { StandInRefund };

// A stand-in for Stripe's API, for what the site uses, by Stripe's HTTP contract: POST
// /v1/checkout/sessions (form-encoded, Bearer secret key, Idempotency-Key: the same key answers the
// same object, a different body under a used key is a 400 idempotency_error), GET
// /v1/checkout/sessions/:id (a paid session carries its payment_intent), POST /v1/refunds
// (payment_intent, optional amount, reason; a full refund by default; an unknown payment intent is a
// 400 resource_missing, one already refunded in full a 400 charge_already_refunded, more than is left
// a 400 amount_too_large), errors as {error: {type, code?, message, param?}}. Its hosted "checkout"
// (GET /pay/:id, POST /pay/:id) completes a session and delivers checkout.session.completed to the
// site's webhook, signed like Stripe's (`Stripe-Signature: t=…,v1=…`), then returns to success_url.
// Test controls (not in the contract): sessions, refunds, requests, pay(), complete(), event().
// Payments and refunds: stripe-standin-refunds.ts.

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete';
  payment_status: 'unpaid' | 'paid';
  /** Null until paid (Checkout creates the payment intent when the customer pays). */
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  created: number;
}

export interface StripeStandIn {
  url: string;
  sessions: Map<string, StandInSession>;
  /** Refunds created, in order. */
  refunds: StandInRefund[];
  /** Requests received, for assertions: path, idempotency key, parsed form. */
  requests: { path: string; idempotencyKey: string | null; form: Record<string, string> }[];
  /** A checkout.session.completed event for the session, with overrides, and its signed header. */
  event: (
    sessionId: string,
    overrides?: Partial<StandInSession>,
    opts?: { id?: string; secret?: string; t?: number },
  ) => { body: string; signature: string };
  /** The customer pays the session (it gets its payment intent), without delivering the webhook. */
  pay: (sessionId: string) => void;
  /** Completes the session and delivers the signed event to the webhook; the webhook's status. */
  complete: (sessionId: string) => Promise<number>;
  close: () => Promise<void>;
}

export async function startStripeStandIn(opts: {
  secretKey: string;
  webhookSecret: string;
  /** Where the signed events go (the site's /api/stripe/webhook). */
  webhookUrl: string;
  port?: number;
}): Promise<StripeStandIn> {
  const sessions = new Map<string, StandInSession>();
  const byKey = new Map<string, { path: string; body: string; answer: unknown }>();
  const requests: StripeStandIn['requests'] = [];
  const { refunds, newPayment, createRefund } = refundDesk();

  /** The customer pays a session: Checkout makes its payment intent (its webhook is separate). */
  const pay = (sessionId: string) => {
    const session = sessions.get(sessionId)!;
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent ??= newPayment(session.amount_total, session.currency);
  };
  let base = '';

  const event: StripeStandIn['event'] = (sessionId, overrides = {}, o = {}) => {
    const session = {
      ...sessions.get(sessionId)!,
      status: 'complete',
      payment_status: 'paid',
      ...overrides,
    };
    const body = JSON.stringify({
      id: o.id ?? `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      type: 'checkout.session.completed',
      created: Math.floor(Date.now() / 1000),
      data: { object: session },
    });
    const t = o.t ?? Math.floor(Date.now() / 1000);
    return { body, signature: stripeSignatureHeader(body, o.secret ?? opts.webhookSecret, t) };
  };

  const complete: StripeStandIn['complete'] = async (sessionId) => {
    pay(sessionId);
    const { body, signature } = event(sessionId);
    const response = await fetch(opts.webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body,
    });
    return response.status;
  };

  const createSession = (form: Record<string, string>) => {
    for (const param of ['mode', 'success_url', 'line_items[0][price_data][currency]'])
      if (!form[param])
        return err(400, 'invalid_request_error', `Missing required param: ${param}.`, param);
    const amount = Number(form['line_items[0][price_data][unit_amount]']);
    const quantity = Number(form['line_items[0][quantity]'] ?? 1);
    if (!Number.isInteger(amount) || amount < 200)
      return err(
        400,
        'invalid_request_error',
        'Invalid integer',
        'line_items[0][price_data][unit_amount]',
      );
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const metadata = metadataOf(form);
    const session: StandInSession = {
      id,
      object: 'checkout.session',
      url: `${base}/pay/${id}`,
      mode: form.mode!,
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total: amount * quantity,
      currency: form['line_items[0][price_data][currency]']!,
      client_reference_id: form.client_reference_id ?? null,
      metadata,
      success_url: form.success_url!,
      cancel_url: form.cancel_url ?? null,
      created: Math.floor(Date.now() / 1000),
    };
    sessions.set(id, session);
    return { status: 200, body: session };
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://standin');
      const json = (status: number, body: unknown) => {
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'Request-Id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(body));
      };
      const pay = /^\/pay\/(cs_test_[0-9a-f]+)$/.exec(url.pathname);
      if (pay) {
        const session = sessions.get(pay[1]!);
        if (!session)
          return json(404, err(404, 'invalid_request_error', 'No such checkout session').body);
        if (req.method === 'GET') {
          res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
          return res.end(
            `<!doctype html><title>Checkout</title><h1>Pay AED ${(session.amount_total / 100).toFixed(2)}</h1>` +
              `<form method="post"><button>Pay</button></form>` +
              (session.cancel_url ? `<a href="${session.cancel_url}">Cancel</a>` : ''),
          );
        }
        void complete(session.id).then(() => {
          res.writeHead(303, { Location: session.success_url });
          res.end();
        });
        return;
      }
      if (req.headers.authorization !== `Bearer ${opts.secretKey}`)
        return json(401, err(401, 'invalid_request_error', 'Invalid API Key provided.').body);
      const one = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && one) {
        const session = sessions.get(one[1]!);
        return session
          ? json(200, session)
          : json(
              404,
              err(404, 'invalid_request_error', `No such checkout.session: '${one[1]}'`, 'id').body,
            );
      }
      const create =
        url.pathname === '/v1/checkout/sessions'
          ? createSession
          : url.pathname === '/v1/refunds'
            ? createRefund
            : null;
      if (req.method === 'POST' && create) {
        if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
          return json(
            400,
            err(400, 'invalid_request_error', 'Invalid request: form encoding expected.').body,
          );
        const form = Object.fromEntries(new URLSearchParams(raw));
        const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
        requests.push({ path: url.pathname, idempotencyKey: key, form });
        const seen = key ? byKey.get(key) : undefined;
        if (seen)
          return seen.path === url.pathname && seen.body === raw
            ? json(200, seen.answer)
            : json(
                400,
                err(
                  400,
                  'idempotency_error',
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
                ).body,
              );
        // Only a request that went through is remembered (Stripe saves no result for a refused one).
        const answer = create(form);
        if (key && answer.status === 200)
          byKey.set(key, { path: url.pathname, body: raw, answer: answer.body });
        return json(answer.status, answer.body);
      }
      json(404, err(404, 'invalid_request_error', 'Unrecognized request URL').body);
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url: base,
    sessions,
    refunds,
    requests,
    event,
    pay,
    complete,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
