import * as clock from '@/lib/clock';
import type { bookings, leads } from '@/lib/db/schema';
import type { HistoryEntry } from '@/lib/events/model';
import { localizedPath } from '@/lib/i18n/paths';
import { serverText } from '@/lib/i18n/server-text';
import { windowInstant } from './calendar';
import type { PricedLine } from '@/lib/pricing/basket';
import { basketText } from '@/lib/pricing/basket-text';
import { linesText } from '@/lib/pricing/lines-view';
import { dubaiZone, icsFile, icsLocal, icsParam, icsText, icsUtc } from './ics-format';
import { bookingRecap, companyPhone } from './recap';
import { cancelledByUs, statusCopy } from './status-copy';
import { statusWords } from './status-text';

// The visit as a calendar file (RFC 5545), in the booking's language. Times are Dubai's wall clock
// (TZID=Asia/Dubai, with its VTIMEZONE), which every calendar shows in its own zone. The UID stays the
// same for the life of the booking and SEQUENCE rises with every move and status change, so importing
// the file again updates the event instead of adding a second one; a cancelled visit comes as an iTIP
// CANCEL (RFC 5546 3.2.5: METHOD:CANCEL, STATUS:CANCELLED, the same UID, a higher SEQUENCE).

export interface CalendarInput {
  booking: typeof bookings.$inferSelect;
  lead: typeof leads.$inferSelect;
  events: HistoryEntry[];
  technician?: { name: string; nameAr?: string | null; phone: string } | null;
  token: string;
  siteUrl: string;
  company: Record<'en' | 'ar', string>;
  /** The company's address, the ORGANIZER that iTIP requires of PUBLISH and CANCEL. */
  email: string;
  now?: Date;
  /** The lines booked, with the estimated total (added to the description). */
  lines?: readonly PricedLine[];
}

/** How many times the visit changed since it was booked: its moves and its status changes. */
export const calendarSequence = (events: readonly Pick<HistoryEntry, 'kind'>[]) =>
  events.filter((e) => e.kind === 'moved' || e.kind === 'visit_status').length;

export function bookingCalendar(input: CalendarInput) {
  const { booking, lead, token, siteUrl, company, lines = [] } = input;
  const locale = lead.locale;
  const t = serverText(locale);
  const recap = bookingRecap(t, booking, lead, locale, lines);
  const link = new URL(localizedPath(locale, `/book/${token}`), siteUrl).toString();
  const { calendar } = statusCopy[booking.status];
  const words = statusWords(t, {
    status: booking.status,
    locale,
    cancelledByUs: cancelledByUs(input.events),
    reference: booking.reference,
    day: recap.day,
    window: recap.window,
    technician: input.technician ?? null,
    companyPhone: companyPhone(),
  });
  const description = [
    t('bookingManage.calendar.description', {
      reference: booking.reference,
      service: recap.service,
    }),
    words.headline,
    linesText(lines, basketText(locale), locale),
    t('bookingManage.calendar.link', { link }),
  ]
    .filter(Boolean)
    .join('\n');
  const zoned = (edge: 'start' | 'end') =>
    `;TZID=${dubaiZone.tzid}:${icsLocal(windowInstant(booking.day, booking.window, edge), dubaiZone.offsetMinutes)}`;
  return icsFile([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${new URL(siteUrl).hostname}//booking//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${calendar.method}`,
    ...dubaiZone.lines,
    'BEGIN:VEVENT',
    `UID:${booking.reference}@${new URL(siteUrl).hostname}`,
    `DTSTAMP:${icsUtc(input.now ?? clock.now())}`,
    `DTSTART${zoned('start')}`,
    `DTEND${zoned('end')}`,
    `SEQUENCE:${calendarSequence(input.events)}`,
    `STATUS:${calendar.status}`,
    `SUMMARY:${icsText(
      t('bookingManage.calendar.title', { company: company[locale], reference: booking.reference }),
    )}`,
    `DESCRIPTION:${icsText(description)}`,
    `LOCATION:${icsText(recap.place)}`,
    `URL:${link}`,
    `ORGANIZER;CN=${icsParam(company[locale])}:mailto:${input.email}`,
    'TRANSP:OPAQUE',
    `LAST-MODIFIED:${icsUtc(booking.updatedAt)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}
