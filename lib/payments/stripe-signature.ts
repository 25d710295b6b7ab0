import { createHmac, timingSafeEqual } from 'node:crypto';

// Stripe's webhook signature, by its documented scheme: the `Stripe-Signature` header carries
// `t=<unix seconds>` and one or more `v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed by the endpoint's
// secret>`. Verified on the raw bytes as received (never re-serialised JSON), in constant time, and
// only within a tolerance of the header's time, so an old signed event cannot be replayed later.

export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, t: number | string, payload: string) =>
  createHmac('sha256', secret).update(`${t}.${payload}`, 'utf8').digest('hex');

/** The header Stripe would send for this payload at `t` (the stand-in and the tests sign with it). */
export const stripeSignatureHeader = (payload: string, secret: string, t: number) =>
  `t=${t},v1=${hmac(secret, t, payload)}`;

/** Whether the header signs this raw body with this secret, within the tolerance of `nowSeconds`. */
export function verifyStripeSignature(
  payload: string,
  header: string | null,
  secret: string,
  nowSeconds: number,
  tolerance = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  if (!header || header.length > 2000) return false;
  let t: string | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 1) continue;
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't') t = value;
    else if (key === 'v1') signatures.push(value);
  }
  if (!t || !/^\d{1,12}$/.test(t) || signatures.length === 0) return false;
  if (Math.abs(nowSeconds - Number(t)) > tolerance) return false;
  const expected = Buffer.from(hmac(secret, t, payload), 'hex');
  return signatures.some((s) => {
    if (!/^[0-9a-f]{64}$/.test(s)) return false;
    return timingSafeEqual(expected, Buffer.from(s, 'hex'));
  });
}
