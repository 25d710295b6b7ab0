import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { leads, messages } from '@/lib/db/schema';
import type { EventData } from '@/lib/events/model';
import { whatsappSettings } from './config';
import { purposeOf, reminderDayOf, reminderDue, reminderKey } from './purposes';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Queues the messages one event of a request owes its customer, in the event's own transaction (so an
 * event is never stored without its messages, nor a message without its event). The idempotency key
 * is the event and the channel (the reminder: the visit's day), so enqueuing again adds nothing.
 * WhatsApp only with the customer's consent, never after STOP, and only while WhatsApp is configured.
 */
export async function enqueueForEvent(
  tx: Tx | Db,
  event: EventData & { id: string; requestId: string; createdAt: Date },
): Promise<number> {
  const purpose = purposeOf(event);
  const reminderDay = reminderDayOf(event);
  if (!purpose && !reminderDay) return 0;
  if (!whatsappSettings()) return 0;
  const [lead] = await tx
    .select({
      kind: leads.kind,
      phone: leads.phone,
      consentAt: leads.whatsappConsentAt,
      stoppedAt: leads.whatsappStoppedAt,
    })
    .from(leads)
    .where(eq(leads.id, event.requestId));
  if (lead?.kind !== 'booking' || !lead.phone || !lead.consentAt || lead.stoppedAt) return 0;
  const rows: (typeof messages.$inferInsert)[] = [];
  if (purpose)
    rows.push({
      requestId: event.requestId,
      eventId: event.id,
      channel: 'whatsapp',
      purpose,
      idempotencyKey: `${event.id}:whatsapp`,
      nextAttemptAt: event.createdAt,
    });
  // A reminder whose evening has passed (a visit booked for tomorrow after 18:00) is not owed.
  if (reminderDay && reminderDue(reminderDay) > event.createdAt)
    rows.push({
      requestId: event.requestId,
      eventId: event.id,
      channel: 'whatsapp',
      purpose: 'reminder',
      idempotencyKey: reminderKey(event.requestId, reminderDay),
      nextAttemptAt: reminderDue(reminderDay),
    });
  if (!rows.length) return 0;
  const inserted = await tx
    .insert(messages)
    .values(rows)
    .onConflictDoNothing({ target: messages.idempotencyKey })
    .returning({ id: messages.id });
  return inserted.length;
}
