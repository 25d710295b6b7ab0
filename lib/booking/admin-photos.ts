import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireStaff } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { bookingPhotos, bookings } from '@/lib/db/schema';

// Booking photos for staff. Like lib/leads/admin.ts, every function checks the admin role itself: a
// page or route that forgot to check still gets nothing (NotAuthorisedError).

export interface PhotoSummary {
  id: string;
  width: number;
  height: number;
}

/** The photos sent with the booking behind a lead, in the order they were sent; none for other leads. */
export async function photosOfLead(leadId: string): Promise<PhotoSummary[]> {
  await requireStaff();
  if (!z.uuid().safeParse(leadId).success) return [];
  const { db } = await getDb();
  return db
    .select({ id: bookingPhotos.id, width: bookingPhotos.width, height: bookingPhotos.height })
    .from(bookingPhotos)
    .innerJoin(bookings, eq(bookings.id, bookingPhotos.bookingId))
    .where(eq(bookings.leadId, leadId))
    .orderBy(asc(bookingPhotos.createdAt), asc(bookingPhotos.id));
}

/** One photo's stored JPEG, or null for an unknown or malformed id. */
export async function bookingPhoto(id: string) {
  await requireStaff();
  if (!z.uuid().safeParse(id).success) return null;
  const { db } = await getDb();
  const [photo] = await db
    .select({ mime: bookingPhotos.mime, data: bookingPhotos.data })
    .from(bookingPhotos)
    .where(eq(bookingPhotos.id, id));
  return photo ?? null;
}
