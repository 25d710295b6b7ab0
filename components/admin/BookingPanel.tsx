import { getTranslations } from 'next-intl/server';
import { dubaiToday } from '@/lib/clock';
import { staffTransitions, visitDayAllows } from '@/lib/booking/model';
import { longDate, slotText } from '@/lib/booking/recap';
import type { bookings } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';
import { localizedPath } from '@/lib/i18n/paths';
import { BookingStatusForm } from './BookingStatusForm';

/**
 * The booking behind a lead, for staff: reference, window, zone and status (to change). Its history is
 * in the record's merged history (components/history/History.tsx).
 */
export async function BookingPanel({
  booking,
  locale,
  isAdmin,
}: {
  booking: typeof bookings.$inferSelect;
  locale: Locale;
  /** An admin may set a status outside the visit's day, with a reason. */
  isAdmin: boolean;
}) {
  const t = await getTranslations('admin.booking');
  const tStatus = await getTranslations('bookingManage.status.names');
  const words = serverText(locale);
  const slot = (value: string | null) => slotText(words, value, locale);
  const next = staffTransitions[booking.status];
  const waiting = next.some((s) => !visitDayAllows(s, booking.day, dubaiToday()));
  return (
    <section className="rounded-lg border border-gray-200 p-4" data-testid="booking-panel">
      <h2 className="font-bold text-brand-900">{t('heading')}</h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="text-xs font-semibold text-gray-600">{t('reference')}</dt>
          <dd className="font-mono text-lg font-bold" dir="ltr">
            {booking.reference}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-gray-600">{t('when')}</dt>
          <dd>{slot(`${booking.day}_${booking.window}`)}</dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-gray-600">{t('zone')}</dt>
          <dd>{t(`zones.${booking.zone}`)}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <BookingStatusForm
          permalink={localizedPath(locale, `/admin/${booking.leadId}`)}
          bookingId={booking.id}
          current={booking.status}
          hint={
            waiting
              ? words('schedule.panel.visitDayHint', { day: longDate(booking.day, locale) })
              : undefined
          }
          reasonLabel={waiting && isAdmin ? t('reasonLabel') : undefined}
          options={[booking.status, ...next].map((s) => ({
            value: s,
            label: tStatus(s),
          }))}
          text={{
            label: t('status'),
            save: t('save'),
            saved: t('saved'),
            errors: {
              invalid: t('errors.invalid'),
              inactive: t('errors.inactive'),
              notVisitDay: t('errors.notVisitDay'),
              reasonRequired: t('errors.reasonRequired'),
              forbidden: t('errors.forbidden'),
              failed: t('errors.failed'),
            },
          }}
        />
      </div>
    </section>
  );
}
