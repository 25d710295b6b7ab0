import { stripeConfig } from '@/lib/config/business';
import { getDb } from '@/lib/db/client';
import { errorCode, log } from '@/lib/log';
import { handleStripeWebhook } from '@/lib/payments/webhook';

// Stripe's webhook endpoint (register https://<site>/api/stripe/webhook for checkout.session.completed).
// The raw body is read as text and verified against Stripe-Signature before anything else; a refused
// one is a 400 and stores nothing. Without Stripe configured the endpoint does not exist (404).
export const dynamic = 'force-dynamic';

/** Stripe's events are a few kilobytes; anything far larger is not one. */
const MAX_BODY = 256 * 1024;

export async function POST(request: Request) {
  if (!stripeConfig) return new Response('Not found', { status: 404 });
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY)
    return new Response('Too large', { status: 413 });
  const rawBody = await request.text();
  if (rawBody.length > MAX_BODY) return new Response('Too large', { status: 413 });
  try {
    const { db } = await getDb();
    const answer = await handleStripeWebhook(db, {
      rawBody,
      signature: request.headers.get('stripe-signature'),
      secret: stripeConfig.webhookSecret,
      now: new Date(),
    });
    if (answer.status !== 200) log.warn('stripe.webhook_refused', { outcome: answer.outcome });
    return Response.json({ received: answer.status === 200 }, { status: answer.status });
  } catch (error) {
    // A 500 makes Stripe deliver the event again later, which is what a passing failure wants.
    log.error('stripe.webhook_failed', errorCode(error));
    return Response.json({ received: false }, { status: 500 });
  }
}
