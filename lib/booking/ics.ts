import { createEvent } from 'ics';
import type { bookings, leads } from '@/lib/db/schema';
import type { HistoryEntry } from '@/lib/events/model';
import { localizedPath } from '@/lib/i18n/paths';
import { serverText } from '@/lib/i18n/server-text';
import { windowInstant } from './calendar';
import type { PricedLine } from '@/lib/pricing/basket';
import { basketText } from '@/lib/pricing/basket-text';
import { linesText } from '@/lib/pricing/lines-view';
import { bookingRecap } from './recap';

// The visit as a calendar file (RFC 5545, written by the `ics` package), in the booking's language.
// Times are UTC instants of the Dubai window, which every calendar shows in its own zone. The UID stays
// the same for the life of the booking and SEQUENCE counts its moves, so importing the file again after
// a move or a cancellation updates the event instead of adding a second one.

export interface CalendarInput {
  booking: typeof bookings.$inferSelect;
  lead: typeof leads.$inferSelect;
  events: HistoryEntry[];
  token: string;
  siteUrl: string;
  company: Record<'en' | 'ar', string>;
  /** The lines booked, with the estimated total (added to the description). */
  lines?: readonly PricedLine[];
}

export function bookingCalendar({
  booking,
  lead,
  events,
  token,
  siteUrl,
  company,
  lines = [],
}: CalendarInput) {
  const locale = lead.locale;
  const t = serverText(locale);
  const recap = bookingRecap(t, booking, lead, locale, lines);
  const link = new URL(localizedPath(locale, `/book/${token}`), siteUrl).toString();
  const { error, value } = createEvent({
    productId: 'booking/ics',
    method: 'PUBLISH',
    uid: `${booking.reference}@${new URL(siteUrl).hostname}`,
    sequence: events.filter((e) => e.kind === 'moved').length,
    start: windowInstant(booking.day, booking.window).getTime(),
    end: windowInstant(booking.day, booking.window, 'end').getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    title: t('bookingManage.calendar.title', {
      company: company[locale],
      reference: booking.reference,
    }),
    description: [
      t('bookingManage.calendar.description', {
        reference: booking.reference,
        service: recap.service,
        link,
      }),
      linesText(lines, basketText(locale), locale),
    ]
      .filter(Boolean)
      .join('\n\n'),
    location: recap.place,
    url: link,
    status: statusOf(booking.status),
    busyStatus: 'BUSY',
    lastModified: booking.updatedAt.getTime(),
  });
  if (error || !value) throw error ?? new Error('ics: no output');
  return value;
}

/** Until our coordinator has called, the visit is pencilled in; a visit that will not happen is cancelled. */
function statusOf(status: (typeof bookings.$inferSelect)['status']) {
  if (status === 'cancelled' || status === 'no_show') return 'CANCELLED' as const;
  return status === 'received' ? ('TENTATIVE' as const) : ('CONFIRMED' as const);
}
