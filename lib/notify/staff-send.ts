import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import type { BookingStatus } from '@/lib/booking/model';
import { statusCopy } from '@/lib/booking/status-copy';
import { bookings, leads, messages } from '@/lib/db/schema';
import { whatsappSettings } from './config';
import type { Purpose } from './purposes';

// Staff's one tap: send one of the approved templates again through the Cloud API (the customer lost
// the confirmation, the reminder, or waits at the door). It is a queued message like any other, so the
// worker sends it, retries it and records its status; the record's messages panel shows it.

/** The templates staff may send by hand: those that stay true whenever they are sent again. */
export const staffPurposes = [
  'confirmed',
  'reminder',
  'on_the_way',
] as const satisfies readonly Purpose[];
export type StaffPurpose = (typeof staffPurposes)[number];

/**
 * The templates that are true at a visit's status: the confirmation and the reminder while the visit is
 * still to come (the status table's visitAhead), "on the way" while the technician is.
 */
export function staffPurposesFor(status: BookingStatus): StaffPurpose[] {
  return staffPurposes.filter((p) =>
    p === 'on_the_way' ? status === 'on_the_way' : statusCopy[status].visitAhead,
  );
}

/** A double tap (or a re-sent form) within this window queues one message, not two. */
const tapWindowMs = 60_000;

export type StaffSendResult =
  { ok: true } | { ok: false; reason: 'off' | 'noConsent' | 'notFound' | 'notNow' };

/** Queues `purpose` for the request's customer now, when WhatsApp is on and they agreed to it. */
export async function queueStaffMessage(
  db: Db,
  requestId: string,
  purpose: StaffPurpose,
  now: Date,
): Promise<StaffSendResult> {
  if (!whatsappSettings()) return { ok: false, reason: 'off' };
  const [found] = await db
    .select({
      consentAt: leads.whatsappConsentAt,
      stoppedAt: leads.whatsappStoppedAt,
      status: bookings.status,
      day: bookings.day,
    })
    .from(leads)
    .innerJoin(bookings, eq(bookings.leadId, leads.id))
    .where(and(eq(leads.id, requestId), eq(leads.kind, 'booking')));
  if (!found) return { ok: false, reason: 'notFound' };
  if (!found.consentAt || found.stoppedAt) return { ok: false, reason: 'noConsent' };
  if (!staffPurposesFor(found.status).includes(purpose)) return { ok: false, reason: 'notNow' };
  const tap = Math.floor(now.getTime() / tapWindowMs);
  await db
    .insert(messages)
    .values({
      requestId,
      eventId: null,
      channel: 'whatsapp',
      purpose,
      // The visit's day in the key, as a reminder's (lib/notify/purposes.ts stillOwed reads it).
      idempotencyKey: `staff:${requestId}:${found.day}:${purpose}:${tap}:whatsapp`,
      nextAttemptAt: now,
    })
    .onConflictDoNothing({ target: messages.idempotencyKey });
  return { ok: true };
}
