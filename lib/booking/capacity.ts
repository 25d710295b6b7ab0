import * as clock from '@/lib/clock';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookingCapacity, slotUsage } from '@/lib/db/schema';
import type { Tx } from '@/lib/requests/create';
import { windowInstant } from './calendar';
import { subjects } from '@/lib/events/model';
import { recordEvent } from '@/lib/events/record';
import { allWindows } from '@/lib/config/hours';
import type { Zone } from './zones';
import { westernDigits } from '@/lib/validation/digits';

/** The most places a window may take: a sanity bound on what an admin types, not a business rule. */
export const MAX_PLACES = 200;

/** Places per zone and window, as stored (a window with no row takes none). */
export async function capacityTable(db: Db) {
  const rows = await db
    .select()
    .from(bookingCapacity)
    .orderBy(asc(bookingCapacity.zone), asc(bookingCapacity.window));
  return new Map(rows.map((r) => [`${r.zone} ${r.window}`, r.places]));
}

/** Places typed by an admin: a whole number from 0 to MAX_PLACES, or null. */
export function parsePlaces(raw: unknown): number | null {
  if (typeof raw !== 'string') return null;
  const text = westernDigits(raw).trim();
  if (!/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_PLACES ? n : null;
}

export type CapacityResult =
  | { ok: true }
  /** A window the opening hours never make. */
  | { ok: false; reason: 'window' }
  /** Fewer places than a coming day of that window has booked: `booked` on `day` (the fullest). */
  | { ok: false; reason: 'booked'; booked: number; day: string };

/**
 * The fullest coming day of one zone's window (one that has not started yet), as the places counter
 * has it (slot_usage: bookings still active; a cancelled, done or missed one gave its place back).
 * Its rows are locked, so a booking taking a place waits for the capacity change, then sees it.
 */
async function mostBooked(tx: Tx, zone: Zone, window: string, now: Date) {
  const rows = await tx
    .select({ day: slotUsage.day, booked: slotUsage.booked })
    .from(slotUsage)
    .where(
      and(
        eq(slotUsage.zone, zone),
        eq(slotUsage.window, window),
        gte(slotUsage.day, clock.dubaiToday(now)),
      ),
    )
    .for('update');
  return rows
    .filter((r) => windowInstant(r.day, window).getTime() > now.getTime())
    .reduce<{ day: string; booked: number } | null>(
      (top, r) => (r.booked > (top?.booked ?? 0) ? r : top),
      null,
    );
}

/**
 * Sets the places of one window of one zone and records the change. The public calendar reads the
 * table on every request, so the next visitor sees it. Never fewer places than a coming day of that
 * window already has booked: those bookings are moved first (the schedule), so none is left in a window
 * that no longer takes it.
 */
export async function setCapacity(
  db: Db,
  zone: Zone,
  window: string,
  places: number,
  actor: string,
  now = clock.now(),
): Promise<CapacityResult> {
  if (!allWindows.includes(window)) return { ok: false, reason: 'window' };
  return db.transaction(async (tx): Promise<CapacityResult> => {
    const where = and(eq(bookingCapacity.zone, zone), eq(bookingCapacity.window, window));
    const [before] = await tx.select().from(bookingCapacity).where(where).for('update');
    if (before?.places === places) return { ok: true };
    const fullest = await mostBooked(tx, zone, window, now);
    if (fullest && fullest.booked > places)
      return { ok: false, reason: 'booked', booked: fullest.booked, day: fullest.day };
    await tx
      .insert(bookingCapacity)
      .values({ zone, window, places })
      .onConflictDoUpdate({
        target: [bookingCapacity.zone, bookingCapacity.window],
        set: { places },
      });
    await recordEvent(tx, {
      subject: subjects.capacity(zone, window),
      kind: 'capacity',
      before: before ? { places: before.places } : null,
      after: { places },
      actor,
      createdAt: now,
    });
    return { ok: true };
  });
}
