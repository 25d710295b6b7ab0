import * as clock from '@/lib/clock';
import { windowInstant } from '@/lib/booking/calendar';
import { bookingStatuses, type BookingStatus } from '@/lib/booking/model';
import { setBookingStatus } from '@/lib/booking/store';
import { addTechnician, assignTechnician } from '@/lib/booking/technicians';
import { bookingNotFound, bookingOfRequest } from '../_test/booking-of-request';

// A test-only route (lib/config/page-extensions.ts), compiled only into `npm run build:test`: moves a
// booking of /api/test-booking on as staff would, through the same store functions as the schedule's
// forms, so the customer's page can be read at each status (booking-status.spec.ts) without signing a
// staff member in. `technician=<name>` adds a technician and assigns them; `status=<status>` sets it.
// Both act at the start of the visit's window, the time staff would mark the visit on its day.
export const dynamic = 'force-dynamic';

const actor = 'staff:e2e@example.ae' as const;

export async function POST(request: Request) {
  const { url, db, found } = await bookingOfRequest(request);
  if (!found) return bookingNotFound();
  const { booking } = found;
  // `at=now`: on the server's clock instead, so what the change owes (a WhatsApp message) is due at once.
  const at =
    url.searchParams.get('at') === 'now' ? clock.now() : windowInstant(booking.day, booking.window);
  const name = url.searchParams.get('technician');
  if (name) {
    const technician = await addTechnician(
      db,
      { name, phone: '+971507654321', active: true },
      actor,
      at,
    );
    const assigned = await assignTechnician(db, booking.id, technician.id, actor, at);
    if (!assigned.ok) return Response.json({ error: assigned.reason }, { status: 409 });
  }
  const status = url.searchParams.get('status');
  if (status) {
    if (!(bookingStatuses as readonly string[]).includes(status))
      return Response.json({ error: 'status' }, { status: 400 });
    // On the server's clock, before the visit's day: as an admin with a reason would (the done message
    // and its review link are then due at once: whatsapp.spec.ts).
    const override = { mayOverride: true, reason: 'end-to-end test' };
    const set = await setBookingStatus(
      db,
      { id: booking.id },
      status as BookingStatus,
      actor,
      at,
      url.searchParams.get('at') === 'now' ? override : {},
    );
    if (!set.ok) return Response.json({ error: set.reason }, { status: 409 });
  }
  return Response.json({ ok: true });
}
