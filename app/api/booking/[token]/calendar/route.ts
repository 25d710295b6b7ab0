import { bookingByToken } from '@/lib/booking/by-token';
import { bookingCalendar } from '@/lib/booking/ics';
import { business } from '@/lib/config/business';
import { getDb } from '@/lib/db/client';

// The .ics file of a booking, found by its private token like the private page. Outside [locale]: the
// file speaks the booking's own language, whatever page linked to it. Never stored by a cache, and
// never sends the token on as a referrer.
export const dynamic = 'force-dynamic';

const privateHeaders = {
  'Cache-Control': 'private, no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex, nofollow',
};

export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const found = await bookingByToken((await getDb()).db, token);
  if (!found)
    return new Response('Not found', {
      status: 404,
      headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  const body = bookingCalendar({
    ...found,
    token,
    siteUrl: business.siteUrl,
    company: business.name,
    email: business.email,
  });
  return new Response(body, {
    headers: {
      ...privateHeaders,
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${found.booking.reference}.ics"`,
    },
  });
}
