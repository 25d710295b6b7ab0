import * as clock from '@/lib/clock';
import { and, eq } from 'drizzle-orm';
import { messages } from '@/lib/db/schema';
import { bookingNotFound, bookingOfRequest } from '../_test/booking-of-request';

// A test-only route (lib/config/page-extensions.ts), compiled only into `npm run build:test`: a
// booking's queued reminders, with the time each is due (18:00 Dubai the evening before the visit).
// `?come=1` brings that evening for this booking alone (its reminders are due now on the server's
// clock), so whatsapp.spec.ts sees the reminder sent without moving the clock of every other test.
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const { url, db, found } = await bookingOfRequest(request);
  if (!found) return bookingNotFound();
  const reminders = and(eq(messages.requestId, found.lead.id), eq(messages.purpose, 'reminder'));
  const queued = await db
    .select({ channel: messages.channel, status: messages.status, due: messages.nextAttemptAt })
    .from(messages)
    .where(reminders);
  if (url.searchParams.get('come') === '1')
    await db
      .update(messages)
      .set({ nextAttemptAt: clock.now() })
      .where(and(reminders, eq(messages.status, 'queued')));
  return Response.json({
    reminders: queued.map((r) => ({ ...r, due: r.due.toISOString() })),
  });
}
