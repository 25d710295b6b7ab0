import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { bookings, events, leads, messages } from '@/lib/db/schema';
import { historyOfRequest } from '@/lib/events/read';
import { recordEvent } from '@/lib/events/record';
import { stopWhatsappByToken } from '@/lib/notify/stop';
import { listPipeline, parsePipelineFilter } from '@/lib/workspace/pipeline-store';
import { receiveWebhook } from '@/lib/notify/webhook';
import { tokenHash } from '@/lib/requests/token';
import {
  hubSignature,
  inboundTextValue,
  statusValue,
  webhookBody,
} from '../support/whatsapp-standin';
import { targets } from './databases';
import { stubWhatsappEnv } from './whatsapp-env';

// Meta's webhooks as the route hands them on: a signature over the raw body or nothing happens;
// statuses move a message forward only; a reply lands in its request's history; STOP ends WhatsApp.

const secret = 'test-app-secret';
const now = new Date('2026-11-22T06:00:00Z');
const phone = '+971501234567';

describe.each(targets)('WhatsApp webhooks on $name', ({ open }) => {
  let conn: Connection;
  let leadId: string;

  const post = (body: unknown, signature?: string | null) => {
    const raw = Buffer.from(JSON.stringify(body));
    return receiveWebhook(
      conn.db,
      secret,
      raw,
      signature === undefined ? hubSignature(secret, raw.toString()) : signature,
      now,
    );
  };
  const message = async () =>
    (await conn.db.select().from(messages).where(eq(messages.providerMessageId, 'wamid.A')))[0]!;

  beforeAll(async () => {
    stubWhatsappEnv(undefined, secret);
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(sql`truncate leads, events, messages, bookings cascade`);
    const [lead] = await conn.db
      .insert(leads)
      .values({
        kind: 'booking',
        name: 'Amina Khalid',
        phone,
        locale: 'en',
        noticeVersion: 'test',
        consentAt: now,
        whatsappConsentAt: now,
        whatsappConsentText: 'yes',
        idempotencyKey: `k-${Math.random()}`,
      })
      .returning({ id: leads.id });
    leadId = lead!.id;
    await conn.db.insert(messages).values([
      {
        requestId: leadId,
        channel: 'whatsapp',
        purpose: 'received',
        idempotencyKey: 'e1:whatsapp',
        status: 'sent',
        providerMessageId: 'wamid.A',
      },
      {
        requestId: leadId,
        channel: 'whatsapp',
        purpose: 'reminder',
        idempotencyKey: 'e2:whatsapp',
        nextAttemptAt: new Date('2026-11-23T14:00:00Z'),
      },
    ]);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await conn?.close();
  });

  it('refuses an unsigned or wrongly signed post and changes nothing', async () => {
    const delivered = webhookBody(
      '1234567890',
      statusValue('wamid.A', 'delivered', '971501234567'),
    );
    const stop = webhookBody('1234567890', inboundTextValue('971501234567', 'STOP'));
    expect(await post(delivered, null)).toBe(401);
    expect(await post(delivered, 'sha256=00')).toBe(401);
    expect(await post(stop, hubSignature('another-secret', JSON.stringify(stop)))).toBe(401);
    // Signed over a different body (one byte changed).
    expect(await post(stop, hubSignature(secret, JSON.stringify(stop) + ' '))).toBe(401);
    expect((await message()).status).toBe('sent');
    expect(await conn.db.select().from(events)).toEqual([]);
    const [lead] = await conn.db.select().from(leads);
    expect(lead?.whatsappStoppedAt).toBeNull();
  });

  it('moves a message to delivered and read, never back, and keeps a failure code', async () => {
    const status = (s: 'delivered' | 'read' | 'failed', code?: number) =>
      webhookBody('1234567890', statusValue('wamid.A', s, '971501234567', code));
    expect(await post(status('delivered'))).toBe(200);
    expect((await message()).status).toBe('delivered');
    expect(await post(status('read'))).toBe(200);
    expect(await post(status('delivered'))).toBe(200);
    expect((await message()).status).toBe('read');
    await conn.db
      .update(messages)
      .set({ status: 'sent' })
      .where(eq(messages.providerMessageId, 'wamid.A'));
    const flagged = async () =>
      (await listPipeline(conn.db, parsePipelineFilter({}), now)).rows.map((r) => r.messageFailed);
    expect(await flagged()).toEqual([false]);
    await post(status('failed', 131026));
    expect(await message()).toMatchObject({ status: 'failed', errorCode: '131026' });
    // The pipeline shows it as something to act on.
    expect(await flagged()).toEqual([true]);
  });

  it('puts a reply in the request history once, and STOP ends WhatsApp for that customer', async () => {
    const hello = webhookBody('1234567890', inboundTextValue('971501234567', 'Is 10 am fine?'));
    expect(await post(hello)).toBe(200);
    expect(await post(hello)).toBe(200); // Meta posts again: stored once
    const history = await historyOfRequest(conn.db, leadId);
    expect(history.map((e) => e.after)).toEqual([{ channel: 'whatsapp', text: 'Is 10 am fine?' }]);

    expect(await post(webhookBody('1234567890', inboundTextValue('971501234567', 'Stop')))).toBe(
      200,
    );
    const [lead] = await conn.db.select().from(leads);
    expect(lead?.whatsappStoppedAt).toEqual(now);
    const reminder = (await conn.db.select().from(messages)).find((m) => m.purpose === 'reminder');
    expect(reminder?.status).toBe('skipped');
    // A later event of the request queues nothing on WhatsApp.
    await recordEvent(conn.db, {
      requestId: leadId,
      kind: 'moved',
      before: { slot: '2026-11-24_10-12' },
      after: { slot: '2026-11-25_10-12' },
      actor: 'visitor',
      createdAt: now,
    });
    expect(await conn.db.select().from(messages)).toHaveLength(2);
  });

  it('the private page stops WhatsApp by the booking token alone', async () => {
    const token = 'A'.repeat(43);
    await conn.db.insert(bookings).values({
      leadId,
      reference: 'BK-STOP01',
      tokenHash: tokenHash(token),
      zone: 'dubai',
      day: '2026-11-24',
      window: '10-12',
    });
    expect(await stopWhatsappByToken(conn.db, 'B'.repeat(43), now)).toEqual({
      ok: false,
      reason: 'notFound',
    });
    expect((await conn.db.select().from(leads))[0]?.whatsappStoppedAt).toBeNull();
    expect(await stopWhatsappByToken(conn.db, token, now)).toEqual({ ok: true });
    expect((await conn.db.select().from(leads))[0]?.whatsappStoppedAt).toEqual(now);
    const reminder = (await conn.db.select().from(messages)).find((m) => m.purpose === 'reminder');
    expect(reminder?.status).toBe('skipped');
  });
});
