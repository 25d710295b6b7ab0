// One call to Stripe's HTTP API (no SDK in the server bundle; the stand-in is checked with the official
// SDK in tests): the secret key as a Bearer token, a form-encoded body for a POST, an Idempotency-Key
// when the caller gives one, 10 s at most.

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com, or the stand-in's origin in tests. */
  apiBase: string;
}

/** Stripe's form encoding of nested parameters: line_items[0][price_data][currency]=aed. */
export function stripeForm(params: Record<string, string | number>) {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) body.append(key, String(value));
  return body;
}

export interface StripeAnswer {
  id?: unknown;
  url?: unknown;
  payment_intent?: unknown;
  amount?: unknown;
  status?: unknown;
  error?: { code?: unknown; type?: unknown };
}

/** Stripe's answer with its HTTP status; null when Stripe is unreachable or does not answer JSON. */
export async function callStripe(
  settings: StripeSettings,
  fetchImpl: typeof fetch,
  path: string,
  init: { body?: URLSearchParams; idempotencyKey?: string } = {},
): Promise<{ ok: boolean; status: number; body: StripeAnswer } | null> {
  const response = await fetchImpl(`${settings.apiBase}${path}`, {
    method: init.body ? 'POST' : 'GET',
    headers: {
      Authorization: `Bearer ${settings.secretKey}`,
      ...(init.body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
      ...(init.idempotencyKey ? { 'Idempotency-Key': init.idempotencyKey } : {}),
    },
    body: init.body,
    signal: AbortSignal.timeout(10_000),
  }).catch(() => null);
  if (!response) return null;
  const body = (await response.json().catch(() => null)) as StripeAnswer | null;
  return body ? { ok: response.ok, status: response.status, body } : null;
}
