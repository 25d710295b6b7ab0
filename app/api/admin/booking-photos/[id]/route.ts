import { bookingPhoto } from '@/lib/booking/admin-photos';
import { NotAuthorisedError } from '@/lib/auth/viewer';

export const dynamic = 'force-dynamic';

// The same answer for "not signed in", "not staff" and "no such photo": nobody else learns that a
// photo exists. Visitors' photos may show their homes: never stored by a browser or a proxy cache.
const notFound = () =>
  new Response('Not found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
  });

/** A booking photo (a JPEG re-encoded by lib/booking/photos.ts), for signed-in staff only. */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  try {
    const photo = await bookingPhoto(id);
    if (!photo) return notFound();
    return new Response(new Uint8Array(photo.data), {
      headers: {
        'Content-Type': photo.mime,
        'Content-Length': String(photo.data.byteLength),
        'Content-Disposition': `inline; filename="booking-photo-${id}.jpg"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (error instanceof NotAuthorisedError) return notFound();
    throw error;
  }
}
