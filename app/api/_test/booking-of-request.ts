import { bookingByToken } from '@/lib/booking/by-token';
import { getDb } from '@/lib/db/client';

// What every test-only route that acts on a booking of /api/test-booking starts with: the booking named
// by `?token=`, with the database and the URL for its other parameters. `found` is null for an unknown
// token, and the route answers 404.
export async function bookingOfRequest(request: Request) {
  const url = new URL(request.url);
  const { db } = await getDb();
  const found = await bookingByToken(db, url.searchParams.get('token') ?? '');
  return { url, db, found };
}

export const bookingNotFound = () => Response.json({ error: 'not found' }, { status: 404 });
