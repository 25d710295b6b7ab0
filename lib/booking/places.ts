import { and, eq, sql } from 'drizzle-orm';
import { bookingCapacity, slotUsage } from '@/lib/db/schema';
import type { Tx } from '@/lib/requests/create';
import type { Zone } from './zones';

// A window's places, taken and given back inside the transaction that books, moves or cancels a visit.

/**
 * Takes one place in a window if one is left. One conditional UPDATE: PostgreSQL locks the row and
 * re-checks `booked < places` after any concurrent booking commits, so the count can never pass the
 * capacity, whichever instance the requests reach. Returns false when the window is full.
 */
export async function claimPlace(
  tx: Tx,
  zone: Zone,
  day: string,
  window: string,
): Promise<boolean> {
  await tx.insert(slotUsage).values({ zone, day, window, booked: 0 }).onConflictDoNothing();
  const claimed = await tx
    .update(slotUsage)
    .set({ booked: sql`${slotUsage.booked} + 1` })
    .where(
      and(
        eq(slotUsage.zone, zone),
        eq(slotUsage.day, day),
        eq(slotUsage.window, window),
        sql`${slotUsage.booked} < coalesce((select ${bookingCapacity.places} from ${bookingCapacity}
          where ${bookingCapacity.zone} = ${zone} and ${bookingCapacity.window} = ${window}), 0)`,
      ),
    )
    .returning({ booked: slotUsage.booked });
  return claimed.length === 1;
}

/** Gives a place back (a cancel or a move); never below zero. */
export async function releasePlace(tx: Tx, zone: Zone, day: string, window: string) {
  await tx
    .update(slotUsage)
    .set({ booked: sql`greatest(${slotUsage.booked} - 1, 0)` })
    .where(and(eq(slotUsage.zone, zone), eq(slotUsage.day, day), eq(slotUsage.window, window)));
}
