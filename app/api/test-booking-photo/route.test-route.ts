import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb } from '@/lib/db/client';
import { bookingPhotos, bookings } from '@/lib/db/schema';
import { PRIVACY_NOTICE_VERSION } from '@/lib/leads/submit';
import { createBooking, zoneCalendar } from '@/lib/booking/store';
import { preparePhotos } from '@/lib/booking/photos';
import { newFormKey } from '@/lib/booking/tokens';

// A test-only route (see lib/config/page-extensions.ts), compiled only into `npm run build:test`: books
// the first open Dubai window with one photo, made and prepared the way a visitor's would be, so
// tests/e2e/booking-photos.spec.ts has a photo to ask for. The booking form itself is another piece.
export const dynamic = 'force-dynamic';

export async function POST() {
  const { db } = await getDb();
  const days = await zoneCalendar(db, 'dubai', { days: 14 });
  const slot = days.flatMap((d) => d.slots).find((s) => s.state === 'open');
  if (!slot) return Response.json({ error: 'no open window' }, { status: 409 });
  const jpeg = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 60, b: 40 } },
  })
    .jpeg()
    .withExif({ IFD0: { Make: 'TestPhone' } })
    .toBuffer();
  const prepared = await preparePhotos([
    new File([new Uint8Array(jpeg)], 'IMG_0001.JPG', { type: 'image/jpeg' }),
  ]);
  if (!prepared.ok) return Response.json({ error: prepared.error }, { status: 500 });
  const name = `Photo Test ${randomUUID().slice(0, 8)}`;
  const result = await createBooking(db, {
    lead: {
      name,
      email: null,
      phone: '+971501234567',
      message: 'The indoor unit drips; photo attached.',
      service: 'air-conditioning',
      emirate: 'dubai',
      area: 'Dubai Marina',
      propertyType: 'apartment',
      acUnits: 1,
      locale: 'en',
      sourcePath: '/book',
      marketingConsent: false,
      noticeVersion: PRIVACY_NOTICE_VERSION,
      consentAt: new Date(),
    },
    zone: 'dubai',
    day: slot.date,
    window: slot.window,
    formKey: newFormKey(),
    photos: prepared.photos,
    emails: [],
    linkFor: (token) => `/book/${token}`,
  });
  if (!result.ok) return Response.json({ error: result.reason }, { status: 409 });
  const rows = await db
    .select({ id: bookingPhotos.id, leadId: bookings.leadId })
    .from(bookingPhotos)
    .innerJoin(bookings, eq(bookings.id, bookingPhotos.bookingId))
    .where(eq(bookings.reference, result.reference));
  return Response.json({ name, leadId: rows[0]!.leadId, photoIds: rows.map((r) => r.id) });
}
