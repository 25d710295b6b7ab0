import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { events, leads, messages } from '@/lib/db/schema';
import { recordEvent } from '@/lib/events/record';
import { stopWhatsapp } from './stop';
import { statusMayMove, type MessageStatus } from './model';

// Meta's webhooks for WhatsApp (field "messages"): the delivery statuses of what we sent and the
// customer's own messages. The route checks X-Hub-Signature-256 against the raw body before anything
// here reads it. Each change is idempotent: a status only moves forward, an inbound message is stored
// once (its wamid is the event's note).

/** Whether `header` is "sha256=<hex HMAC-SHA256 of raw with appSecret>", compared in constant time. */
export function signatureValid(appSecret: string, raw: Buffer | string, header: string | null) {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The GET verification: the challenge to echo back, or null (a 403). */
export function verificationChallenge(params: URLSearchParams, verifyToken: string) {
  const token = params.get('hub.verify_token') ?? '';
  const same =
    token.length === verifyToken.length &&
    timingSafeEqual(Buffer.from(token), Buffer.from(verifyToken));
  return params.get('hub.mode') === 'subscribe' && same ? params.get('hub.challenge') : null;
}

interface StatusChange {
  id?: string;
  status?: string;
  errors?: { code?: number }[];
}
interface Inbound {
  from?: string;
  id?: string;
  type?: string;
  text?: { body?: string };
  button?: { text?: string };
}
interface Payload {
  object?: string;
  entry?: {
    changes?: { field?: string; value?: { statuses?: StatusChange[]; messages?: Inbound[] } }[];
  }[];
}

const deliveryStatuses = new Set<MessageStatus>(['sent', 'delivered', 'read', 'failed']);
/** Replies that stop WhatsApp messages (WhatsApp's opt-out words, and their Arabic). */
const stopWords = new Set(['stop', 'unsubscribe', 'cancel updates', 'ايقاف', 'إيقاف', 'توقف']);

export async function handleWebhook(db: Db, payload: Payload, now: Date) {
  const result = { statuses: 0, inbound: 0, stopped: 0 };
  if (payload.object !== 'whatsapp_business_account') return result;
  for (const entry of payload.entry ?? [])
    for (const change of entry.changes ?? []) {
      if (change.field !== 'messages' || !change.value) continue;
      for (const s of change.value.statuses ?? []) result.statuses += await applyStatus(db, s, now);
      for (const m of change.value.messages ?? []) {
        const inbound = await storeInbound(db, m, now);
        result.inbound += inbound.stored;
        result.stopped += inbound.stopped;
      }
    }
  return result;
}

async function applyStatus(db: Db, change: StatusChange, now: Date): Promise<number> {
  const to = change.status as MessageStatus;
  if (!change.id || !deliveryStatuses.has(to)) return 0;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: messages.id, status: messages.status })
      .from(messages)
      .where(eq(messages.providerMessageId, change.id!))
      .for('update');
    if (!row || !statusMayMove(row.status, to)) return 0;
    const code = change.errors?.[0]?.code;
    await tx
      .update(messages)
      .set({
        status: to,
        statusAt: now,
        ...(to === 'failed' && code ? { errorCode: String(code) } : {}),
      })
      .where(eq(messages.id, row.id));
    return 1;
  });
}

/**
 * A customer's message: under the latest request from that number (in its history, for staff), and
 * STOP ends WhatsApp for every request of that number, with the messages still queued for them.
 */
async function storeInbound(db: Db, m: Inbound, now: Date) {
  const text = (m.text?.body ?? m.button?.text ?? '').trim().slice(0, 2000);
  if (!m.from || !m.id || !text) return { stored: 0, stopped: 0 };
  const phone = `+${m.from.replace(/\D/g, '')}`;
  return db.transaction(async (tx) => {
    const owned = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.phone, phone))
      .orderBy(desc(leads.createdAt));
    if (!owned.length) return { stored: 0, stopped: 0 };
    const requestId = owned[0]!.id;
    // The message's wamid is the note: Meta may post one message twice.
    const [seen] = await tx
      .select({ id: events.id })
      .from(events)
      .where(
        and(eq(events.requestId, requestId), eq(events.kind, 'message_in'), eq(events.note, m.id!)),
      );
    if (seen) return { stored: 0, stopped: 0 };
    await recordEvent(tx, {
      requestId,
      kind: 'message_in',
      before: null,
      after: { channel: 'whatsapp', text },
      actor: `whatsapp:${phone}`,
      note: m.id,
      createdAt: now,
    });
    if (!stopWords.has(text.toLowerCase())) return { stored: 1, stopped: 0 };
    await stopWhatsapp(
      tx,
      owned.map((o) => o.id),
      now,
    );
    return { stored: 1, stopped: 1 };
  });
}

/**
 * A POST as the route receives it: refused (401) unless the signature matches the raw body, before
 * the body is even parsed; then applied. Returns the HTTP status to answer.
 */
export async function receiveWebhook(
  db: Db,
  appSecret: string,
  raw: Buffer,
  signature: string | null,
  now: Date,
): Promise<number> {
  if (!signatureValid(appSecret, raw, signature)) return 401;
  let payload: Payload;
  try {
    payload = JSON.parse(raw.toString('utf8')) as Payload;
  } catch {
    return 400;
  }
  await handleWebhook(db, payload, now);
  return 200;
}
