import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { technicians } from '@/lib/db/schema';
import { bookingEventKinds } from '@/lib/events/model';
import { historyOfRequest } from '@/lib/events/read';
import { linesOfRequest } from '@/lib/requests/lines';
import { requestByToken } from '@/lib/requests/lookup';

// What a booking's private page, its .ics file and the tests read by the link's token: the booking
// with what the customer may see of it (its own history, the technician, the lines as priced).

/** A booking as its private page shows it, found by the link's token; null for an unknown token. */
export async function bookingByToken(db: Db, token: string) {
  const found = await requestByToken(db, 'booking', token);
  if (!found) return null;
  // Only the booking's own events: staff notes on its lead are never shown to the customer.
  const events = await historyOfRequest(db, found.lead.id, bookingEventKinds);
  // The technician's name and phone: the status table (status-copy.ts) decides what the customer sees.
  const { technicianId } = found.request;
  const [technician = null] = technicianId
    ? await db
        .select({ name: technicians.name, nameAr: technicians.nameAr, phone: technicians.phone })
        .from(technicians)
        .where(eq(technicians.id, technicianId))
    : [];
  const lines = await linesOfRequest(db, found.lead.id);
  return { booking: found.request, lead: found.lead, events, technician, lines };
}
