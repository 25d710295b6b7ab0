import type { bookings } from '@/lib/db/schema';
import { serverText } from '@/lib/i18n/server-text';
import {
  companyNotice,
  recapText,
  visitorConfirmation,
  type RequestEmailInput,
} from '@/lib/requests/email';
import type { PricedLine } from '@/lib/pricing/basket';
import { basketText } from '@/lib/pricing/basket-text';
import { linesText } from '@/lib/pricing/lines-view';
import { bookingRecap, bookingWhatsapp, companyPhone } from './recap';
import { statusWords } from './status-text';

// The e-mails of a booked visit (lib/requests/email.ts): the visitor's confirmation says what happens
// next as the status table (status-copy.ts) does for the booking's status and adds WhatsApp after the
// private link; the company's notice names the visit's reference, day, window and zone.

export interface BookingEmailInput extends RequestEmailInput {
  booking: typeof bookings.$inferSelect;
  /** The lines booked, as priced when the booking was stored (lib/requests/lines.ts). */
  lines?: readonly PricedLine[];
}

export function renderBookingEmail(
  kind: 'notify_company' | 'confirm_visitor',
  { lead, booking, link, siteUrl, brand, lines = [] }: BookingEmailInput,
) {
  if (kind === 'notify_company') {
    const recap = bookingRecap(serverText('en'), booking, lead, 'en', lines);
    return companyNotice(lead, brand, {
      subject: `New booked visit ${booking.reference}: ${recap.day}, ${recap.window}, ${booking.zone}`,
      opening: 'A visit was booked on the website.',
      head: [
        `Reference: ${booking.reference}`,
        `Visit: ${recap.day}, ${recap.window}`,
        `Zone: ${booking.zone}`,
        linesText(lines, basketText('en'), 'en'),
      ]
        .filter(Boolean)
        .join('\n'),
    });
  }
  return visitorConfirmation(lead, {
    namespace: 'bookingManage.email',
    reference: booking.reference,
    recap: (t) => {
      const recap = bookingRecap(t, booking, lead, lead.locale, lines);
      return [
        recapText([
          [t('bookingManage.recap.service'), recap.service],
          [t('bookingManage.recap.place'), recap.place],
          [t('bookingManage.recap.day'), recap.day],
          [t('bookingManage.recap.window'), recap.window],
        ]),
        // The lines and the estimated total as the visitor saw them when booking.
        linesText(lines, basketText(lead.locale), lead.locale),
      ]
        .filter(Boolean)
        .join('\n\n');
    },
    link,
    siteUrl,
    brand,
    companyPhone: companyPhone(),
    next: (t) => {
      const recap = bookingRecap(t, booking, lead, lead.locale);
      return statusWords(t, {
        status: booking.status,
        locale: lead.locale,
        reference: booking.reference,
        day: recap.day,
        window: recap.window,
        technician: null,
        companyPhone: companyPhone(),
      }).followUp;
    },
    after: (t) => [
      { text: t('bookingManage.email.whatsapp'), href: bookingWhatsapp(t, booking.reference) },
    ],
  });
}
