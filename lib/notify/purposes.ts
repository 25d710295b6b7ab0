import type { BookingStatus } from '@/lib/booking/model';
import { statusCopy } from '@/lib/booking/status-copy';
import type { EventActor, EventData } from '@/lib/events/model';
import type { MessageChannel } from './model';

// Which message each event of a booking's history owes its customer: the one table every channel
// reads. A status's message exists when the status table (lib/booking/status-copy.ts) has the customer
// hear of it; the reminder is owed by the events that set the visit's day. Plain data, no database.

export const purposes = [
  'received',
  'confirmed',
  'assigned',
  'on_the_way',
  'reminder',
  'moved',
  'cancelled',
  // A cancellation we made (staff): it apologises and says our coordinator calls to find another time.
  'cancelled_by_us',
  'done',
  // Nobody was there: the booking is closed, and the customer learns how to have the work done.
  'no_show',
  // Closing the job: the invoice with its private link, then the payment received (the receipt is that
  // page, now marked paid).
  'invoice_issued',
  'invoice_paid',
] as const;
export type Purpose = (typeof purposes)[number];

/** The statuses that are a message of their own. */
const statusPurposes: Partial<Record<BookingStatus, Purpose>> = {
  confirmed: 'confirmed',
  assigned: 'assigned',
  on_the_way: 'on_the_way',
  cancelled: 'cancelled',
  done: 'done',
  no_show: 'no_show',
};

/** The message an event owes at once, or null (who made it: a cancellation by us has its own). */
export function purposeOf(event: EventData & { actor?: EventActor }): Purpose | null {
  switch (event.kind) {
    case 'created':
      return 'received';
    case 'moved':
      return 'moved';
    case 'visit_status':
      if (event.after.status === 'cancelled' && event.actor && event.actor !== 'visitor')
        return 'cancelled_by_us';
      return statusPurposes[event.after.status] ?? null;
    case 'invoice_issued':
    case 'invoice_paid':
      return event.kind;
    case 'assigned':
      // Assigning from received/confirmed moves the status too, whose event tells it; only a change
      // of technician on an assigned visit is told by this event.
      return event.before.technicianId && event.after.technicianId ? 'assigned' : null;
    default:
      return null;
  }
}

/** The day whose reminder an event owes (the visit's day once it is set or moved), or null. */
export function reminderDayOf(event: EventData): string | null {
  if (event.kind === 'created') return event.after.slot.slice(0, 10);
  if (event.kind === 'moved') return event.after.slot.slice(0, 10);
  return null;
}

/** The reminder goes out at 18:00 in Dubai on the evening before the visit. */
export const reminderHourDubai = 18;

/** When the reminder for a visit on `day` (YYYY-MM-DD) is due: 18:00 Dubai (UTC+4) the day before. */
export function reminderDue(day: string): Date {
  const visit = Date.parse(`${day}T${String(reminderHourDubai).padStart(2, '0')}:00:00+04:00`);
  return new Date(visit - 86_400_000);
}

/** The reminder's idempotency key names its day, so a move's new day owes a reminder of its own. */
export const reminderKey = (requestId: string, day: string, channel: MessageChannel = 'whatsapp') =>
  `reminder:${requestId}:${day}:${channel}`;

/** The messages that speak of a visit still to come. */
const aheadPurposes: ReadonlySet<Purpose> = new Set([
  'received',
  'confirmed',
  'assigned',
  'on_the_way',
  'moved',
  'reminder',
]);

/**
 * Whether a message still says something true when it is sent. A reminder: only of a visit still to
 * come (the status table's visitAhead), on the day it was queued for (a move queued its own), and
 * before that day begins in Dubai (a worker that was down all evening does not remind at noon).
 */
export function stillOwed(
  purpose: Purpose,
  status: BookingStatus,
  day: string,
  key: string,
  now: Date,
): boolean {
  // A step of a visit still to come, sent late (a provider was down) after the visit has ended, would
  // contradict what the customer has since been told: the ending's own message tells them instead.
  if (aheadPurposes.has(purpose) && !statusCopy[status].visitAhead) return false;
  if (purpose !== 'reminder') return true;
  return (
    statusCopy[status].visitAhead &&
    key.includes(`:${day}:`) &&
    now.getTime() < Date.parse(`${day}T00:00:00+04:00`)
  );
}
