import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { leads, messages } from '@/lib/db/schema';
import type { EventActor, EventData } from '@/lib/events/model';
import { stepEmailsOn, whatsappSettings } from './config';
import type { MessageChannel } from './model';
import { purposeOf, reminderDayOf, reminderDue, reminderKey } from './purposes';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Queues the messages one event of a request owes its customer, in the event's own transaction (so an
 * event is never stored without its messages, nor a message without its event). The idempotency key
 * is the event and the channel (the reminder: the visit's day), so enqueuing again adds nothing.
 * WhatsApp only with the customer's consent, never after STOP, and only while WhatsApp is configured;
 * e-mail to a booking's address while visitor e-mails are configured (LEAD_CONFIRM_VISITOR).
 */
export async function enqueueForEvent(
  tx: Tx | Db,
  event: EventData & { id: string; requestId: string; createdAt: Date; actor?: EventActor },
  /** The private link the event's message carries (an invoice's page), kept only until sent. */
  link?: string,
): Promise<number> {
  const purpose = purposeOf(event);
  const reminderDay = reminderDayOf(event);
  if (!purpose && !reminderDay) return 0;
  const channels = {
    whatsapp: Boolean(whatsappSettings()),
    // The confirmation ('received') is the outbox's e-mail, with the private link (lib/leads/outbox.ts).
    email: stepEmailsOn(),
  };
  if (!channels.whatsapp && !channels.email) return 0;
  const [lead] = await tx
    .select({
      kind: leads.kind,
      phone: leads.phone,
      email: leads.email,
      consentAt: leads.whatsappConsentAt,
      stoppedAt: leads.whatsappStoppedAt,
    })
    .from(leads)
    .where(eq(leads.id, event.requestId));
  if (lead?.kind !== 'booking') return 0;
  const owed: MessageChannel[] = [];
  if (channels.whatsapp && lead.phone && lead.consentAt && !lead.stoppedAt) owed.push('whatsapp');
  if (channels.email && lead.email) owed.push('email');
  const rows: (typeof messages.$inferInsert)[] = [];
  for (const channel of owed) {
    if (purpose && !(channel === 'email' && purpose === 'received'))
      rows.push({
        requestId: event.requestId,
        eventId: event.id,
        channel,
        purpose,
        idempotencyKey: `${event.id}:${channel}`,
        nextAttemptAt: event.createdAt,
        link: link ?? null,
      });
    // A reminder whose evening has passed (a visit booked for tomorrow after 18:00) is not owed.
    if (reminderDay && reminderDue(reminderDay) > event.createdAt)
      rows.push({
        requestId: event.requestId,
        eventId: event.id,
        channel,
        purpose: 'reminder',
        idempotencyKey: reminderKey(event.requestId, reminderDay, channel),
        nextAttemptAt: reminderDue(reminderDay),
      });
  }
  if (!rows.length) return 0;
  const inserted = await tx
    .insert(messages)
    .values(rows)
    .onConflictDoNothing({ target: messages.idempotencyKey })
    .returning({ id: messages.id });
  return inserted.length;
}
