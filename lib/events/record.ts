import type { Db } from '@/lib/db/connect';
import { events } from '@/lib/db/schema';
import { enqueueForEvent } from '@/lib/notify/enqueue';
import type { NewEvent } from './model';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Appends one event to the history, in the caller's transaction when given one (so a change and its
 * event are stored together or not at all), with the messages it owes its customer (lib/notify): in
 * the same transaction, so a crash can lose neither. The history is append-only: nothing updates or
 * deletes an event (a request's events go only with its lead).
 */
export async function recordEvent(
  db: Db | Tx,
  event: NewEvent,
  /** A private link the event's message must carry (an invoice's), which nothing else stores. */
  link?: string,
) {
  const [stored] = await db
    .insert(events)
    .values({
      requestId: event.requestId ?? null,
      subject: event.subject ?? null,
      kind: event.kind,
      actor: event.actor,
      before: event.before,
      after: event.after,
      note: event.note ?? null,
      ...(event.createdAt ? { createdAt: event.createdAt } : {}),
    })
    .returning({ id: events.id, createdAt: events.createdAt });
  if (stored && event.requestId)
    await enqueueForEvent(db, { ...event, ...stored, requestId: event.requestId }, link);
}
