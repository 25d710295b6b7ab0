import { recordEvent } from '@/lib/events/record';
import type { Actor, BookingStatus } from './model';

/**
 * Records that a booking's visit moved from one status to another, in the caller's transaction; a
 * status set by hand and one that follows an assignment tell the history the same way.
 */
export function recordStatusChange(
  tx: Parameters<typeof recordEvent>[0],
  booking: { leadId: string; status: BookingStatus },
  status: BookingStatus,
  actor: Actor,
  now: Date,
  /** Why (an admin's reason for setting it outside the visit's day); staff read it, customers never. */
  note: string | null = null,
) {
  return recordEvent(tx, {
    requestId: booking.leadId,
    kind: 'visit_status',
    before: { status: booking.status },
    after: { status },
    actor,
    note,
    createdAt: now,
  });
}
