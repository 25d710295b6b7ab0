import type { Db } from '@/lib/db/connect';
import { events } from '@/lib/db/schema';
import type { NewEvent } from './model';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Appends one event to the history, in the caller's transaction when given one (so a change and its
 * event are stored together or not at all). The history is append-only: nothing updates or deletes
 * an event (a request's events go only with its lead).
 */
export async function recordEvent(db: Db | Tx, event: NewEvent) {
  await db.insert(events).values({
    requestId: event.requestId ?? null,
    subject: event.subject ?? null,
    kind: event.kind,
    actor: event.actor,
    before: event.before,
    after: event.after,
    note: event.note ?? null,
    ...(event.createdAt ? { createdAt: event.createdAt } : {}),
  });
}
