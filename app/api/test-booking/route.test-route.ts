import { createBooking, zoneCalendar } from '@/lib/booking/store';
import { newFormKey } from '@/lib/booking/tokens';
import { zoneOfEmirate } from '@/lib/booking/zones';
import { uaeToday } from '@/lib/config/hours';
import { getDb } from '@/lib/db/client';
import { localeFrom } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';

// A test-only route (lib/config/page-extensions.ts), compiled only into `npm run build:test`: books a
// visit in Dubai straight through the booking store, in the first open window from tomorrow on (far
// enough ahead to be moved and cancelled online), so tests/e2e/booking-manage.spec.ts can open its
// private page without walking the booking flow.
export const dynamic = 'force-dynamic';

export async function POST(request: Request) {
  const url = new URL(request.url);
  const locale = localeFrom(url.searchParams.get('locale'));
  const { db } = await getDb();
  const now = new Date();
  const zone = zoneOfEmirate.dubai;
  const days = await zoneCalendar(db, zone, { days: 14 });
  const slot = days
    .filter((d) => d.date > uaeToday(now))
    .flatMap((d) => d.slots)
    .find((s) => s.state === 'open');
  if (!slot) return Response.json({ error: 'no open window' }, { status: 409 });
  const result = await createBooking(db, {
    lead: {
      name: locale === 'ar' ? 'ليلى حداد' : 'Layla Haddad',
      email: null,
      phone: '+971501234567',
      message: null,
      service: 'air-conditioning/maintenance',
      emirate: 'dubai',
      area: 'dubai-marina',
      propertyType: 'villa',
      acUnits: 3,
      locale,
      sourcePath: '/book',
      marketingConsent: false,
      noticeVersion: 'test',
      consentAt: now,
    },
    zone,
    day: slot.date,
    window: slot.window,
    formKey: newFormKey(),
    emails: [],
    linkFor: (token) => localizedPath(locale, `/book/${token}`),
  });
  if (!result.ok) return Response.json({ error: result.reason }, { status: 409 });
  return Response.json({
    token: result.token,
    reference: result.reference,
    day: slot.date,
    window: slot.window,
  });
}
