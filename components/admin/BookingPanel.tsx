import { getTranslations } from 'next-intl/server';
import { staffTransitions } from '@/lib/booking/model';
import { eventTime, slotText } from '@/lib/booking/recap';
import type { bookingEvents, bookings } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';
import { localizedPath } from '@/lib/i18n/paths';
import { BookingStatusForm } from './BookingStatusForm';

/** The booking behind a lead, for staff: reference, window, zone, status (to change) and history. */
export async function BookingPanel({
  booking,
  events,
  locale,
  technicianNames,
}: {
  booking: typeof bookings.$inferSelect;
  events: (typeof bookingEvents.$inferSelect)[];
  locale: Locale;
  /** Technicians' names by id, for assignment events (none: the event says only that one changed). */
  technicianNames?: ReadonlyMap<string, string>;
}) {
  const t = await getTranslations('admin.booking');
  const tStatus = await getTranslations('bookingManage.status.names');
  const tEvent = await getTranslations('schedule.events');
  const words = serverText(locale);
  const slot = (value: string | null) => slotText(words, value, locale);
  const actor = (who: string) =>
    who.startsWith('staff:')
      ? t('actor.staff', { email: who.slice('staff:'.length) })
      : t(who === 'visitor' ? 'actor.visitor' : 'actor.system');
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
          options={[booking.status, ...staffTransitions[booking.status]].map((s) => ({
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
              forbidden: t('errors.forbidden'),
              failed: t('errors.failed'),
            },
          }}
        />
      </div>
      <h3 className="mt-4 text-sm font-bold text-brand-900">{t('history')}</h3>
      <ol className="mt-2 space-y-2 text-sm" data-testid="booking-history">
        {events.map((e) => (
          <li key={e.id}>
            <p className="font-semibold">
              {e.type === 'created'
                ? t('event.created', { slot: slot(e.toSlot) })
                : e.type === 'moved'
                  ? t('event.moved', { from: slot(e.fromSlot), to: slot(e.toSlot) })
                  : e.type === 'assigned'
                    ? e.toTechnicianId
                      ? tEvent('assigned', { name: technicianNames?.get(e.toTechnicianId) ?? '' })
                      : tEvent('unassigned')
                    : t('event.status', {
                        from: e.fromStatus ? tStatus(e.fromStatus) : '',
                        to: e.toStatus ? tStatus(e.toStatus) : '',
                      })}
            </p>
            <p className="text-gray-600">
              {eventTime(e.createdAt, locale)} · {actor(e.actor)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
