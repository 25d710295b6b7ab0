import { now } from '@/lib/clock';
import { getDb } from '@/lib/db/client';
import { errorCode, log } from '@/lib/log';
import { whatsappSettings } from '@/lib/notify/config';
import { receiveWebhook, verificationChallenge } from '@/lib/notify/webhook';

// Meta's WhatsApp webhook (the URL set in the app's WhatsApp > Configuration): GET is the one-time
// verification, POST the delivery statuses and the customers' messages. With WhatsApp off, a 404.
export const dynamic = 'force-dynamic';

const MAX_BODY = 256 * 1024;

export async function GET(request: Request) {
  const settings = whatsappSettings();
  if (!settings) return new Response(null, { status: 404 });
  const challenge = verificationChallenge(new URL(request.url).searchParams, settings.verifyToken);
  return challenge === null
    ? new Response(null, { status: 403 })
    : new Response(challenge, { headers: { 'content-type': 'text/plain' } });
}

export async function POST(request: Request) {
  const settings = whatsappSettings();
  if (!settings) return new Response(null, { status: 404 });
  // The signature covers the exact bytes Meta sent: read them raw, check, and only then parse.
  const raw = Buffer.from(await request.arrayBuffer());
  if (raw.length > MAX_BODY) return new Response(null, { status: 413 });
  try {
    const status = await receiveWebhook(
      (await getDb()).db,
      settings.appSecret,
      raw,
      request.headers.get('x-hub-signature-256'),
      now(),
    );
    return new Response(null, { status });
  } catch (error) {
    // A 5xx makes Meta post it again later; every change it carries is idempotent.
    log.error('notify.webhook_failed', errorCode(error));
    return new Response(null, { status: 500 });
  }
}
