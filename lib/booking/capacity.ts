import * as clock from '@/lib/clock';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookingCapacity, settingsEvents } from '@/lib/db/schema';
import { allWindows } from '@/lib/config/hours';
import type { Zone } from './zones';

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
  if (typeof raw !== 'string' || !/^\d{1,3}$/.test(raw.trim())) return null;
  const n = Number(raw.trim());
  return n <= MAX_PLACES ? n : null;
}

/**
 * Sets the places of one window of one zone and records the change. The public calendar reads the
 * table on every request, so the next visitor sees it. Fewer places than already booked keep the
 * bookings; the window just takes no more. Returns false for a window the opening hours never make.
 */
export async function setCapacity(
  db: Db,
  zone: Zone,
  window: string,
  places: number,
  actor: string,
  now = clock.now(),
): Promise<boolean> {
  if (!allWindows.includes(window)) return false;
  await db.transaction(async (tx) => {
    const where = and(eq(bookingCapacity.zone, zone), eq(bookingCapacity.window, window));
    const [before] = await tx.select().from(bookingCapacity).where(where).for('update');
    if (before?.places === places) return;
    await tx
      .insert(bookingCapacity)
      .values({ zone, window, places })
      .onConflictDoUpdate({
        target: [bookingCapacity.zone, bookingCapacity.window],
        set: { places },
      });
    await tx.insert(settingsEvents).values({
      kind: 'capacity',
      subject: `${zone} ${window}`,
      oldValue: before ? String(before.places) : null,
      newValue: String(places),
      actor,
      createdAt: now,
    });
  });
  return true;
}
