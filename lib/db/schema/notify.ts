import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { messageChannels, messageStatuses } from '../../notify/model';
import { sqlList, timestamptz, uuidPrimaryKey, createdAtNow } from './columns';
import { requestLeadId } from './requests';

// ---- Notifications (lib/notify): the messages owed to a customer, on WhatsApp and by e-mail. ----

/**
 * The notification queue (lib/notify/queue.ts): one row per message owed to a customer, for one event
 * of their request and one channel. `idempotency_key` (event and channel, or the reminder's day) is
 * unique, so an event enqueued twice owes one message; a worker claims due rows with FOR UPDATE SKIP
 * LOCKED and moves `next_attempt_at` on before it sends, so two instances never send one row twice.
 * `status` follows the provider's webhooks after the send (sent, delivered, read, failed).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuidPrimaryKey(),
    requestId: requestLeadId(),
    /** The history event this message tells (null for none). */
    eventId: uuid('event_id'),
    channel: text('channel', { enum: messageChannels }).notNull(),
    /** Which message of the table in lib/notify/templates.ts: 'received', 'reminder', … */
    purpose: text('purpose').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status', { enum: messageStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /**
     * The private link the message carries (an invoice's page), kept only until it is sent, then
     * cleared: the invoice stores only its token's hash (as lead_outbox.link for a booking's).
     */
    link: text('link'),
    /** The provider's id (WhatsApp's wamid.…), which its status webhooks name. */
    providerMessageId: text('provider_message_id'),
    /** The last error's code only (Meta's numeric code, an HTTP status, 'timeout'), never its text. */
    errorCode: text('error_code'),
    sentAt: timestamptz('sent_at'),
    statusAt: timestamptz('status_at'),
    createdAt: createdAtNow(),
  },
  (t) => [
    index('messages_due_idx').on(t.status, t.nextAttemptAt),
    index('messages_request_idx').on(t.requestId, t.createdAt),
    uniqueIndex('messages_provider_id_idx').on(t.providerMessageId),
    check('messages_channel_check', sql`${t.channel} in ${sqlList(messageChannels)}`),
    check('messages_status_check', sql`${t.status} in ${sqlList(messageStatuses)}`),
  ],
).enableRLS();
