import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookingPhotos } from '@/lib/db/schema';
import { requestByToken } from '@/lib/requests/lookup';

// The photos a customer sent with a booking, shown back to them on its private page (so they know the
// photos arrived) and reached like the page itself, by its private token: each by its place, 1 to 5,
// never by an id that could be guessed or shared with staff links.

/** The width and height of each photo of a booking, in the order they were sent. */
export async function photoSizes(db: Db, bookingId: string) {
  return db
    .select({ width: bookingPhotos.width, height: bookingPhotos.height })
    .from(bookingPhotos)
    .where(eq(bookingPhotos.bookingId, bookingId))
    .orderBy(asc(bookingPhotos.createdAt), asc(bookingPhotos.id));
}

/** The `place`th photo (from 1) of the booking behind a private token, or null. */
export async function photoByToken(db: Db, token: string, place: number) {
  if (!Number.isInteger(place) || place < 1 || place > 5) return null;
  const found = await requestByToken(db, 'booking', token);
  if (!found) return null;
  const [photo] = await db
    .select({ mime: bookingPhotos.mime, data: bookingPhotos.data })
    .from(bookingPhotos)
    .where(eq(bookingPhotos.bookingId, found.request.id))
    .orderBy(asc(bookingPhotos.createdAt), asc(bookingPhotos.id))
    .limit(1)
    .offset(place - 1);
  return photo ?? null;
}
