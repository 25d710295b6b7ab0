import type { bookingEvents } from '@/lib/db/schema';
import type { BookingStatus } from '@/lib/booking/model';
import { eventTime, slotText } from '@/lib/booking/recap';
import type { Locale } from '@/lib/i18n/locales';
import type { ServerText } from '@/lib/i18n/server-text';

type BookingEvent = typeof bookingEvents.$inferSelect;

/** Who made a change, as the visitor reads it: themselves, our team (any staff member) or the site. */
const byKey = (actor: string) =>
  actor === 'visitor'
    ? ('bookingManage.history.by.visitor' as const)
    : actor.startsWith('staff:')
      ? ('bookingManage.history.by.staff' as const)
      : ('bookingManage.history.by.system' as const);

export const statusName = (t: ServerText, status: BookingStatus) =>
  t(`bookingManage.status.names.${status}`);

function eventText(t: ServerText, event: BookingEvent, locale: Locale) {
  if (event.type === 'moved')
    return t('bookingManage.history.moved', {
      from: slotText(t, event.fromSlot, locale),
      to: slotText(t, event.toSlot, locale),
    });
  if (event.type === 'created')
    return t('bookingManage.history.created', { slot: slotText(t, event.toSlot, locale) });
  return t('bookingManage.history.status', {
    status: event.toStatus ? statusName(t, event.toStatus) : '',
  });
}

/** The booking's status now and everything that happened to it, oldest first. */
export function BookingHistory({
  t,
  status,
  events,
  locale,
}: {
  t: ServerText;
  status: BookingStatus;
  events: BookingEvent[];
  locale: Locale;
}) {
  return (
    <section aria-labelledby="booking-status" className="mt-8">
      <h2 id="booking-status" className="text-xl font-bold text-brand-900">
        {t('bookingManage.status.heading')}
      </h2>
      <p className="mt-2">
        {t('bookingManage.status.current')}:{' '}
        <strong data-testid="booking-status">{statusName(t, status)}</strong>
      </p>
      <h3 className="mt-4 font-semibold text-gray-800">{t('bookingManage.history.heading')}</h3>
      <ol className="mt-2 space-y-2 border-s-2 border-brand-100 ps-4" data-testid="booking-history">
        {/* Which technician goes is the team's business; the status event says one is assigned. */}
        {events
          .filter((event) => event.type !== 'assigned')
          .map((event) => (
            <li key={event.id} data-event={event.type}>
              <p>{eventText(t, event, locale)}</p>
              <p className="text-sm text-gray-600">
                <time dateTime={event.createdAt.toISOString()}>
                  {eventTime(event.createdAt, locale)}
                </time>{' '}
                · {t(byKey(event.actor))}
              </p>
            </li>
          ))}
      </ol>
    </section>
  );
}
