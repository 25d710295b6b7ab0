import { recordEvent } from '@/lib/events/record';
import type { Tx } from '@/lib/requests/create';
import type { Actor, BookingStatus } from './model';
import { newReviewLink } from './review-link';

/**
 * Records that a booking's visit moved from one status to another, in the caller's transaction; a
 * status set by hand and one that follows an assignment tell the history the same way. Done: the
 * messages it queues carry a link to the booking's page, where the customer reviews the visit.
 */
export async function recordStatusChange(
  tx: Tx,
  booking: { id: string; leadId: string; status: BookingStatus },
  status: BookingStatus,
  actor: Actor,
  now: Date,
  /** Why (an admin's reason for setting it outside the visit's day); staff read it, customers never. */
  note: string | null = null,
) {
  const link = status === 'done' ? await newReviewLink(tx, booking) : undefined;
  return recordEvent(
    tx,
    {
      requestId: booking.leadId,
      kind: 'visit_status',
      before: { status: booking.status },
      after: { status },
      actor,
      note,
      createdAt: now,
    },
    link,
  );
}
