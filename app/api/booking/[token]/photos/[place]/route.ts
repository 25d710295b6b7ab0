import { photoByToken } from '@/lib/booking/customer-photos';
import { getDb } from '@/lib/db/client';

// One photo the customer sent with a booking, found by the booking's private token like its private
// page and .ics file (the page shows them back as thumbnails, so the customer sees they arrived). The
// same 404 for an unknown token and a missing photo; never stored by a cache, never sent on as a referrer.
export const dynamic = 'force-dynamic';

const privateHeaders = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
  'X-Content-Type-Options': 'nosniff',
};

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ token: string; place: string }> },
) {
  const { token, place } = await params;
  const photo = /^[1-5]$/.test(place)
    ? await photoByToken((await getDb()).db, token, Number(place))
    : null;
  if (!photo)
    return new Response('Not found', {
      status: 404,
      headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return new Response(new Uint8Array(photo.data), {
    headers: {
      ...privateHeaders,
      'Content-Type': photo.mime,
      'Content-Length': String(photo.data.byteLength),
    },
  });
}
