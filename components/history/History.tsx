import type { HistoryEntry } from '@/lib/events/model';
import { eventTime } from '@/lib/booking/recap';
import type { Locale } from '@/lib/i18n/locales';
import { serverText } from '@/lib/i18n/server-text';
import { customerText, isBookingEvent, staffText } from './describe';

/**
 * A request's history, oldest first, each event with what, when and who: for its customer (their
 * booking's events; which technician goes is the team's business, the status event says one is
 * assigned) or for staff (every event, notes in full, who by e-mail).
 */
export function History({
  entries,
  locale,
  audience,
  technicianNames,
}: {
  entries: HistoryEntry[];
  locale: Locale;
  audience: 'customer' | 'staff';
  /** Technicians' names by id, for assignment events (staff). */
  technicianNames?: ReadonlyMap<string, string>;
}) {
  const t = serverText(locale);
  if (audience === 'customer')
    return (
      <ol className="mt-2 space-y-2 border-s-2 border-brand-100 ps-4" data-testid="booking-history">
        {entries
          .filter((entry) => isBookingEvent(entry) && entry.kind !== 'assigned')
          .map((entry) => {
            const { what, who } = customerText(t, entry, locale);
            return (
              <li key={entry.id} data-event={entry.kind}>
                <p>{what}</p>
                <p className="text-sm text-gray-600">
                  <time dateTime={entry.createdAt.toISOString()}>
                    {eventTime(entry.createdAt, locale)}
                  </time>{' '}
                  · {who}
                </p>
              </li>
            );
          })}
      </ol>
    );
  return (
    <section>
      <h2 className="font-bold text-brand-900">{t('workspace.record.history.heading')}</h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t('workspace.record.history.empty')}</p>
      ) : (
        <ol className="mt-2 space-y-3 text-sm" data-testid="lead-history">
          {entries.map((entry) => (
            <li
              key={entry.id}
              data-event={entry.kind}
              data-source={isBookingEvent(entry) ? 'booking' : 'lead'}
            >
              <p className="font-semibold">{staffText(t, entry, locale, technicianNames)}</p>
              <p className="text-gray-600">{eventTime(entry.createdAt, locale)}</p>
              {!isBookingEvent(entry) && entry.note && (
                <p className="mt-1 whitespace-pre-wrap">{entry.note}</p>
              )}
              {/* A status set outside the visit's day carries the admin's reason (staff only). */}
              {entry.kind === 'visit_status' && entry.note && (
                <p className="mt-1 whitespace-pre-wrap" data-testid="status-reason">
                  {t('workspace.record.history.reason', { reason: entry.note })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
