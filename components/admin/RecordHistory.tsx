import { getTranslations } from 'next-intl/server';
import { eventTime, longDate, slotText } from '@/lib/booking/recap';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';
import type { TimelineEntry } from '@/lib/workspace/pipeline-store';

/**
 * What happened to a lead and its booking, oldest first, each with who and when: status changes,
 * notes and follow-ups by staff, and the booking's own events (booked, moved, status) by the customer,
 * staff or the site.
 */
export async function RecordHistory({
  timeline,
  locale,
  technicianNames,
}: {
  timeline: TimelineEntry[];
  locale: Locale;
  /** Technicians' names by id, for assignment events. */
  technicianNames?: ReadonlyMap<string, string>;
}) {
  const t = await getTranslations('workspace.record.history');
  const ta = await getTranslations('admin');
  const tb = await getTranslations('admin.booking');
  const tStatus = await getTranslations('bookingManage.status.names');
  const tAssign = await getTranslations('schedule.events');
  const words = serverText(locale);
  const slot = (value: string | null) => slotText(words, value, locale);
  const bookingActor = (who: string) =>
    who.startsWith('staff:')
      ? tb('actor.staff', { email: who.slice('staff:'.length) })
      : tb(who === 'visitor' ? 'actor.visitor' : 'actor.system');

  const describe = (entry: TimelineEntry) => {
    if (entry.source === 'booking') {
      const e = entry.event;
      const what =
        e.type === 'created'
          ? tb('event.created', { slot: slot(e.toSlot) })
          : e.type === 'moved'
            ? tb('event.moved', { from: slot(e.fromSlot), to: slot(e.toSlot) })
            : e.type === 'assigned'
              ? e.toTechnicianId
                ? tAssign('assigned', { name: technicianNames?.get(e.toTechnicianId) ?? '' })
                : tAssign('unassigned')
              : tb('event.status', {
                  from: e.fromStatus ? tStatus(e.fromStatus) : '',
                  to: e.toStatus ? tStatus(e.toStatus) : '',
                });
      return t('bookingEvent', { what, actor: bookingActor(e.actor) });
    }
    const e = entry.event;
    const actor = e.actorEmail;
    const date = e.detail ? longDate(e.detail, locale) : '';
    switch (e.type) {
      case 'note':
        return t('note', { actor });
      case 'follow_up_set':
        return t('followUpSet', { date, actor });
      case 'follow_up_cleared':
        return t('followUpCleared', { date, actor });
      default:
        return ta('detail.historyEntry', {
          from: e.fromStatus ? ta(`statuses.${e.fromStatus}`) : '',
          to: e.toStatus ? ta(`statuses.${e.toStatus}`) : '',
          actor,
        });
    }
  };

  return (
    <section>
      <h2 className="font-bold text-brand-900">{t('heading')}</h2>
      {timeline.length === 0 ? (
        <p className="mt-2 text-sm text-gray-600">{t('empty')}</p>
      ) : (
        <ol className="mt-2 space-y-3 text-sm" data-testid="lead-history">
          {timeline.map((entry) => (
            <li
              key={entry.event.id}
              data-event={entry.source === 'booking' ? entry.event.type : entry.event.type}
              data-source={entry.source}
            >
              <p className="font-semibold">{describe(entry)}</p>
              <p className="text-gray-600">{eventTime(entry.at, locale)}</p>
              {entry.source === 'lead' && entry.event.note && (
                <p className="mt-1 whitespace-pre-wrap">{entry.event.note}</p>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
