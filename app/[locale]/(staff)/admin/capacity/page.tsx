import { getTranslations } from 'next-intl/server';
import { CapacityPlaces } from '@/components/schedule/CapacityPlaces';
import { ClosedDays } from '@/components/schedule/ClosedDays';
import { AdminsOnly } from '@/components/workspace/AdminsOnly';
import { FlashMessages } from '@/components/workspace/Flash';
import { ChangeHistory, PageHeading } from '@/components/workspace/Shells';
import { MAX_PLACES } from '@/lib/booking/capacity';
import { eventTime, longDate, windowLabel } from '@/lib/booking/recap';
import { isZone } from '@/lib/booking/zones';
import { isDate } from '@/lib/booking/closed-days';
import { localizedPath } from '@/lib/i18n/paths';
import { serverText } from '@/lib/i18n/server-text';
import { capacitySettings } from '@/lib/schedule/admin';
import { readFlash } from '@/lib/workspace/flash';
import { capacityFlash } from '@/lib/workspace/flash-rules';
import { one } from '@/lib/workspace/params';
import { openStaffPage, staffTitle, type StaffPageProps } from '../../_routes/staff-page';

export const generateMetadata = staffTitle('capacity');

/**
 * Places per window and zone, and the days closed for visits (admins only). The public booking
 * calendar reads both on every request, so a change shows there at once. Every change is in the
 * history below.
 */
export default async function CapacityPage({ params, searchParams }: StaffPageProps) {
  const { locale, viewer } = await openStaffPage(params);
  if (!viewer) return null;
  if (!viewer.isAdmin) return <AdminsOnly about="bookings" />;
  const query = await searchParams;
  const t = await getTranslations('schedule.capacityPage');
  const words = serverText(locale);
  const { capacity, closed, history } = await capacitySettings();
  const permalink = localizedPath(locale, '/admin/capacity');
  const day = one(query.day);
  const zone = one(query.zone);
  // A refused form comes back with what was typed, to correct rather than retype.
  const refused = Boolean(one(query.error));
  const kindText = (kind: string) =>
    words.maybe(`schedule.capacityPage.history.kinds.${kind}`) ?? kind;

  // The settings history, one row per change, newest first.
  const changes = history.map((e) => ({
    id: e.id,
    when: eventTime(e.createdAt, locale),
    who: e.actor,
    what: (
      <>
        {kindText(e.kind)}
        {/* A technician's subject is their id; the values carry their name. */}
        {e.kind !== 'technician' && (
          <>
            : <bdi dir="ltr">{e.subject}</bdi>
          </>
        )}
      </>
    ),
    before: <bdi>{e.oldValue ?? '–'}</bdi>,
    after: <bdi>{e.newValue ?? '–'}</bdi>,
  }));

  return (
    <>
      <PageHeading title={t('title')} lead={t('lead')} />
      <FlashMessages
        flashes={readFlash(query, capacityFlash)}
        locale={locale}
        testId="schedule-outcome"
        values={() => ({
          max: MAX_PLACES,
          day: day && isDate(day) ? longDate(day, locale) : '',
          // A window refused for its bookings: which window, and how many are booked.
          zone: isZone(zone) ? words(`admin.booking.zones.${zone}`) : '',
          window: windowLabel(words, one(query.window) ?? ''),
          booked: Number(one(query.booked)) || 0,
        })}
      />
      <CapacityPlaces capacity={capacity} locale={locale} permalink={permalink} />
      <ClosedDays
        closed={closed}
        locale={locale}
        permalink={permalink}
        typed={refused ? { day, nameEn: one(query.nameEn), nameAr: one(query.nameAr) } : {}}
      />
      <ChangeHistory
        id="settings-history"
        words={(word) => t(`history.${word}`)}
        what={t('history.what')}
        testId="settings-history"
        rows={changes}
      />
    </>
  );
}
