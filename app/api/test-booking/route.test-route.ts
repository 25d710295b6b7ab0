import * as clock from '@/lib/clock';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createBooking, zoneCalendar } from '@/lib/booking/store';
import { preparePhotos } from '@/lib/booking/photos';
import { newFormKey } from '@/lib/requests/token';
import { zoneOfEmirate } from '@/lib/booking/zones';
import { uaeToday } from '@/lib/config/hours';
import { getDb } from '@/lib/db/client';
import { bookingPhotos, bookings } from '@/lib/db/schema';
import { localeFrom } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { PRIVACY_NOTICE_VERSION } from '@/lib/requests/limits';

// A test-only route (lib/config/page-extensions.ts), compiled only into `npm run build:test`: books a
// visit in Dubai straight through the booking store, in the first open window from tomorrow on (far
// enough ahead to be moved and cancelled online), so the private page (booking-manage.spec.ts) and the
// staff's photo view (booking-photos.spec.ts, `?photo=1`: one phone photo prepared the way the form's
// are) can be tested without walking the booking flow each time.
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const url = new URL(request.url);
  const locale = localeFrom(url.searchParams.get('locale'));
  const withPhoto = url.searchParams.get('photo') === '1';
  const { db } = await getDb();
  const now = clock.now();
  const zone = zoneOfEmirate.dubai;
  const days = await zoneCalendar(db, zone, { days: 14 });
  // Other tests fill and close Dubai's windows while the run goes on, so a window seen open may be
  // gone by the time it is booked: every open window is tried in turn before giving up.
  const open = days
    .filter((d) => d.date > uaeToday(now))
    .flatMap((d) => d.slots)
    .filter((s) => s.state === 'open');
  if (open.length === 0) return Response.json({ error: 'no open window' }, { status: 409 });
  const prepared = withPhoto ? await preparePhotos([await phonePhoto()]) : null;
  if (prepared && !prepared.ok) return Response.json({ error: prepared.error }, { status: 500 });
  const name = withPhoto
    ? `Photo Test ${randomUUID().slice(0, 8)}`
    : locale === 'ar'
      ? 'ليلى حداد'
      : 'Layla Haddad';
  const book = (slot: (typeof open)[number]) =>
    createBooking(db, {
      lead: {
        name,
        email: null,
        phone: '+971501234567',
        message: withPhoto ? 'The indoor unit drips; photo attached.' : null,
        service: 'air-conditioning/maintenance',
        emirate: 'dubai',
        area: 'dubai-marina',
        propertyType: 'villa',
        acUnits: 3,
        locale,
        sourcePath: '/book',
        marketingConsent: false,
        noticeVersion: PRIVACY_NOTICE_VERSION,
        consentAt: now,
        createdAt: now,
      },
      zone,
      day: slot.date,
      window: slot.window,
      formKey: newFormKey(),
      photos: prepared?.photos,
      emails: [],
      linkFor: (token) => localizedPath(locale, `/book/${token}`),
    });
  let slot = open[0]!;
  let result = await book(slot);
  for (const next of open.slice(1)) {
    if (result.ok) break;
    slot = next;
    result = await book(slot);
  }
  if (!result.ok) return Response.json({ error: result.reason }, { status: 409 });
  const photos = await db
    .select({ id: bookingPhotos.id, leadId: bookings.leadId })
    .from(bookings)
    .leftJoin(bookingPhotos, eq(bookings.id, bookingPhotos.bookingId))
    .where(eq(bookings.reference, result.reference));
  return Response.json({
    token: result.token,
    reference: result.reference,
    day: slot.date,
    window: slot.window,
    name,
    leadId: photos[0]!.leadId,
    photoIds: photos.flatMap((p) => (p.id ? [p.id] : [])),
  });
}

/** A phone photo with camera metadata, as a visitor would send it. */
async function phonePhoto() {
  const jpeg = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestPhone' } })
    .toBuffer();
  return new File([new Uint8Array(jpeg)], 'IMG_0001.JPG', { type: 'image/jpeg' });
}
