import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireStaff } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { bookings, technicians } from '@/lib/db/schema';
import { bookingStatuses, MAX_REASON } from './model';
import { setBookingStatus, type ChangeResult } from './store';

// The booking behind a lead, for staff. Like lib/leads/admin.ts, every function checks the admin role
// itself: a page or an action that forgot to check still gets nothing (NotAuthorisedError).

/**
 * The booking of a lead and the technicians' names (for its history, which the record reads with the
 * lead's own events), or null for a lead that is not a booking.
 */
export async function bookingOfLead(leadId: string) {
  await requireStaff();
  if (!z.uuid().safeParse(leadId).success) return null;
  const { db } = await getDb();
  const [booking] = await db.select().from(bookings).where(eq(bookings.leadId, leadId));
  if (!booking) return null;
  // A few dozen rows at most: every technician's name, for the assignment events.
  const technicianNames = new Map(
    (await db.select({ id: technicians.id, name: technicians.name }).from(technicians)).map((x) => [
      x.id,
      x.name,
    ]),
  );
  return { booking, technicianNames };
}

export const bookingStatusChangeSchema = z.object({
  bookingId: z.uuid(),
  status: z.enum(bookingStatuses),
  /** An admin's reason for a status outside the visit's day (lib/booking/model.ts visitDayAllows). */
  reason: z.string().max(MAX_REASON).optional(),
});

/**
 * Sets a booking's status as the signed-in staff member: the visitor's private page shows it at once,
 * with who changed it. Cancelling or marking a no-show gives the window's place back.
 */
export async function changeBookingStatus(
  input: z.infer<typeof bookingStatusChangeSchema>,
): Promise<ChangeResult> {
  const viewer = await requireStaff();
  const { db } = await getDb();
  return setBookingStatus(
    db,
    { id: input.bookingId },
    input.status,
    `staff:${viewer.email}`,
    undefined,
    { mayOverride: viewer.isAdmin, reason: input.reason },
  );
}
