import * as clock from '@/lib/clock';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookings, technicians } from '@/lib/db/schema';
import { subjects, type TechnicianValue } from '@/lib/events/model';
import { recordEvent } from '@/lib/events/record';
import { normalisePhone } from '@/lib/requests/phone';
import type { Actor, BookingStatus } from './model';
import { recordStatusChange } from './status-event';
import { lockForChange, type ChangeResult } from './store';

// Technicians (a name and a phone, no login) and who goes out on which booking. Plain functions of a
// database: the workspace's role checks are in lib/schedule/admin.ts.

export type Technician = typeof technicians.$inferSelect;

export const listTechnicians = (db: Db) =>
  db.select().from(technicians).orderBy(asc(technicians.name), asc(technicians.id));

export type TechnicianInput = {
  name: string;
  /** The name in Arabic letters, or null: Arabic pages then show `name` as typed. */
  nameAr?: string | null;
  phone: string;
  active: boolean;
};
export type TechnicianCheck =
  { ok: true; value: TechnicianInput } | { ok: false; error: 'name' | 'nameAr' | 'phone' };

const oneLine = (value: unknown) =>
  typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : '';
/** A technician's name, in either form: the staff form's limits are these. */
export const technicianNameLength = { min: 2, max: 80 } as const;
const fits = (name: string) =>
  name.length >= technicianNameLength.min && name.length <= technicianNameLength.max;
/** Arabic letters: a name in Latin letters typed into the Arabic field would defeat its purpose. */
const arabicLetters = /\p{Script=Arabic}/u;

/**
 * A technician's fields as typed: a name of 2 to 80 characters (technicianNameLength), optionally the same in Arabic letters,
 * and a phone number (stored E.164).
 */
export function checkTechnician(raw: {
  name: unknown;
  nameAr?: unknown;
  phone: unknown;
  active?: unknown;
}) {
  const name = oneLine(raw.name);
  if (!fits(name)) return { ok: false, error: 'name' } as TechnicianCheck;
  const nameAr = oneLine(raw.nameAr) || null;
  if (nameAr !== null && !(fits(nameAr) && arabicLetters.test(nameAr)))
    return { ok: false, error: 'nameAr' } as TechnicianCheck;
  const phone = typeof raw.phone === 'string' ? normalisePhone(raw.phone) : null;
  if (!phone) return { ok: false, error: 'phone' } as TechnicianCheck;
  return {
    ok: true,
    value: { name, nameAr, phone, active: raw.active !== false },
  } as TechnicianCheck;
}

const valueOf = (t: TechnicianInput): TechnicianValue => ({
  name: t.name,
  nameAr: t.nameAr ?? null,
  phone: t.phone,
  active: t.active,
});
const same = (a: TechnicianInput, b: TechnicianInput) =>
  a.name === b.name &&
  (a.nameAr ?? null) === (b.nameAr ?? null) &&
  a.phone === b.phone &&
  a.active === b.active;

/** Adds a technician (active) and records who did. */
export async function addTechnician(
  db: Db,
  input: TechnicianInput,
  actor: Actor,
  now = clock.now(),
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(technicians)
      .values({ ...input, createdAt: now })
      .returning();
    await recordEvent(tx, {
      subject: subjects.technician(row!.id),
      kind: 'technician',
      before: null,
      after: valueOf(row!),
      actor,
      createdAt: now,
    });
    return row!;
  });
}

/** Changes a technician's name, phone or whether they are active; false for an unknown id. */
export async function updateTechnician(
  db: Db,
  id: string,
  input: TechnicianInput,
  actor: Actor,
  now = clock.now(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(technicians)
      .where(eq(technicians.id, id))
      .for('update');
    if (!before) return false;
    if (same(before, input)) return true;
    await tx
      .update(technicians)
      .set({ ...input, nameAr: input.nameAr ?? null })
      .where(eq(technicians.id, id));
    await recordEvent(tx, {
      subject: subjects.technician(id),
      kind: 'technician',
      before: valueOf(before),
      after: valueOf(input),
      actor,
      createdAt: now,
    });
    return true;
  });
}

export type AssignResult = ChangeResult | { ok: false; reason: 'technician' };

/**
 * Assigns a booking to an active technician, or to nobody (null). A booking still received or
 * confirmed becomes 'assigned' (the customer's page says so); taking the technician off an
 * 'assigned' booking puts it back to 'confirmed'. Each change is an event: 'assigned' with the
 * technicians before and after, and a 'status' event when the status moves with it.
 */
export async function assignTechnician(
  db: Db,
  bookingId: string,
  technicianId: string | null,
  actor: Actor,
  now = clock.now(),
): Promise<AssignResult> {
  return db.transaction(async (tx): Promise<AssignResult> => {
    const locked = await lockForChange(tx, { id: bookingId }, actor, now);
    if ('error' in locked) return { ok: false, reason: locked.error! };
    const { booking } = locked;
    if (technicianId) {
      const [tech] = await tx.select().from(technicians).where(eq(technicians.id, technicianId));
      if (!tech?.active) return { ok: false, reason: 'technician' };
    }
    if (booking.technicianId === technicianId) return { ok: true };
    let status: BookingStatus = booking.status;
    if (technicianId && (status === 'received' || status === 'confirmed')) status = 'assigned';
    if (!technicianId && status === 'assigned') status = 'confirmed';
    await tx
      .update(bookings)
      .set({ technicianId, status, updatedAt: now })
      .where(eq(bookings.id, booking.id));
    await recordEvent(tx, {
      requestId: booking.leadId,
      kind: 'assigned',
      before: { technicianId: booking.technicianId },
      after: { technicianId },
      actor,
      createdAt: now,
    });
    if (status !== booking.status) await recordStatusChange(tx, booking, status, actor, now);
    return { ok: true };
  });
}
