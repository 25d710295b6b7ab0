import * as clock from '@/lib/clock';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookings, closedDays, leads, settingsEvents } from '@/lib/db/schema';
import { uaeToday } from '@/lib/config/uae-date';
import { activeStatuses } from './model';

// Closing a day for visits and opening it again: one set of rules for scripts/closed-days.ts and the
// workspace's capacity page (lib/schedule). Bookings already made on a day that closes are kept and
// listed, so staff can move them. Every change is a settings event (who, what, before, after).

/** A real calendar date written YYYY-MM-DD. */
export const isDate = (v: unknown): v is string =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export type ClosedDayInput = { day: string; nameEn: string; nameAr: string };

/** A closed day as typed: a date from today on and a name in each language (1 to 80 characters). */
export function checkClosedDay(
  raw: { day: unknown; nameEn: unknown; nameAr: unknown },
  now = clock.now(),
):
  { ok: true; value: ClosedDayInput } | { ok: false; error: 'day' | 'past' | 'nameEn' | 'nameAr' } {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ') : '');
  if (!isDate(raw.day)) return { ok: false, error: 'day' };
  if (raw.day < uaeToday(now)) return { ok: false, error: 'past' };
  const nameEn = text(raw.nameEn);
  if (!nameEn || nameEn.length > 80) return { ok: false, error: 'nameEn' };
  const nameAr = text(raw.nameAr);
  if (!nameAr || nameAr.length > 80) return { ok: false, error: 'nameAr' };
  return { ok: true, value: { day: raw.day, nameEn, nameAr } };
}

/** The closed days from today on, soonest first. */
export const upcomingClosedDays = (db: Db, now = clock.now()) =>
  db
    .select()
    .from(closedDays)
    .where(gte(closedDays.day, uaeToday(now)))
    .orderBy(asc(closedDays.day));

/** The active bookings on a day: the ones to call and move when it closes. */
export const bookingsOnDay = (db: Db, day: string) =>
  db
    .select({
      id: bookings.id,
      leadId: bookings.leadId,
      reference: bookings.reference,
      zone: bookings.zone,
      window: bookings.window,
      name: leads.name,
      phone: leads.phone,
    })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(and(eq(bookings.day, day), inArray(bookings.status, [...activeStatuses])))
    .orderBy(asc(bookings.window), asc(bookings.reference));

const names = (d: { nameEn: string; nameAr: string }) => `${d.nameEn} / ${d.nameAr}`;

/** Closes a day (or renames a closed one); returns the active bookings already on it. */
export async function addClosedDay(
  db: Db,
  input: ClosedDayInput,
  actor: string,
  now = clock.now(),
) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(closedDays).where(eq(closedDays.day, input.day));
    if (before && names(before) === names(input)) return;
    await tx
      .insert(closedDays)
      .values(input)
      .onConflictDoUpdate({
        target: closedDays.day,
        set: { nameEn: input.nameEn, nameAr: input.nameAr },
      });
    await tx.insert(settingsEvents).values({
      kind: 'closed_day_added',
      subject: input.day,
      oldValue: before ? names(before) : null,
      newValue: names(input),
      actor,
      createdAt: now,
    });
  });
  return bookingsOnDay(db, input.day);
}

/** Opens a closed day again; false when it was not closed. */
export async function removeClosedDay(db: Db, day: string, actor: string, now = clock.now()) {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(closedDays).where(eq(closedDays.day, day)).returning();
    if (!removed) return false;
    await tx.insert(settingsEvents).values({
      kind: 'closed_day_removed',
      subject: day,
      oldValue: names(removed),
      newValue: null,
      actor,
      createdAt: now,
    });
    return true;
  });
}
