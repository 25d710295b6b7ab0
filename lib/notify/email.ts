import { statusCopy } from '@/lib/booking/status-copy';
import { bookingRecap, companyPhone } from '@/lib/booking/recap';
import type { BookingStatus } from '@/lib/booking/model';
import { statusWords } from '@/lib/booking/status-text';
import type { Db } from '@/lib/db/connect';
import type { messages } from '@/lib/db/schema';
import { localeInfo } from '@/lib/i18n/locales';
import { serverText } from '@/lib/i18n/server-text';
import { htmlOf, type Part, type RenderedEmail } from '@/lib/requests/email';
import { stillOwed, type Purpose } from './purposes';
import { formatAed } from '@/lib/pricing/money';
import { isInvoicePurpose, messageInvoice, messageLink, messageSubject } from './render';

// The e-mail a step of a booking owes its customer (the same table as WhatsApp's, lib/notify/purposes):
// the status table's own paragraph for the step, in the customer's language, read when it is sent.
// 'received' is not here: the confirmation e-mail with the private link goes through the outbox
// (lib/leads/outbox.ts), which alone may hold that link until it is sent.

type Row = typeof messages.$inferSelect;

/** The status each step's e-mail speaks of; moved and the reminder speak of the visit as it is. */
const purposeStatus: Partial<Record<Purpose, BookingStatus>> = {
  confirmed: 'confirmed',
  assigned: 'assigned',
  on_the_way: 'on_the_way',
  cancelled: 'cancelled',
  cancelled_by_us: 'cancelled',
  done: 'done',
  no_show: 'no_show',
};

export type RenderedMail =
  { send: true; to: string; email: RenderedEmail } | { send: false; why: 'gone' | 'notOwed' };

export async function renderEmail(
  db: Db,
  row: Row,
  now: Date,
  brand: Record<'en' | 'ar', string>,
): Promise<RenderedMail> {
  const found = await messageSubject(db, row.requestId);
  const to = found?.lead.email;
  if (!found || !to) return { send: false, why: 'gone' };
  const { lead, booking, technician } = found;
  const purpose = row.purpose as Purpose;
  if (!stillOwed(purpose, booking.status, booking.day, row.idempotencyKey, now))
    return { send: false, why: 'notOwed' };
  const t = serverText(lead.locale);
  const recap = bookingRecap(t, booking, lead, lead.locale);
  const status = purposeStatus[purpose] ?? booking.status;
  const words = statusWords(t, {
    status,
    locale: lead.locale,
    cancelledByUs: purpose === 'cancelled_by_us',
    reference: booking.reference,
    day: recap.day,
    window: recap.window,
    technician,
    companyPhone: companyPhone(),
  });
  const invoice = isInvoicePurpose(purpose) ? await messageInvoice(db, row) : null;
  if (isInvoicePurpose(purpose) && !invoice) return { send: false, why: 'gone' };
  const values = {
    reference: booking.reference,
    day: recap.day,
    window: recap.window,
    number: invoice?.number ?? '',
    total: invoice ? formatAed(invoice.totalFils, lead.locale) : '',
  };
  const body: Part[] =
    purpose === 'invoice_issued'
      ? [
          { text: t('notify.email.lead.invoice_issued', values) },
          ...(row.link ? [{ text: t('notify.email.invoiceLink'), href: messageLink(row) }] : []),
        ]
      : purpose === 'invoice_paid'
        ? [{ text: t('notify.email.lead.invoice_paid', values) }]
        : [
            // A move or a reminder says its own news, then what comes next: the status's message
            // would tell the visit's day again, as if it were a new booking.
            ...(purpose === 'moved' || purpose === 'reminder'
              ? [{ text: t(`notify.email.lead.${purpose}`, values) }, { text: words.followUp }]
              : [{ text: words.message }]),
            // After the visit, the page is where the customer reviews it (lib/reviews): the done
            // message carries a fresh link to it (lib/booking/review-link.ts).
            purpose === 'done' && row.link
              ? { text: t('notify.email.reviewLink'), href: messageLink(row) }
              : {
                  // What the page still offers follows the status (status-copy.ts), never the purpose.
                  text: t(`notify.email.bookingPage.${statusCopy[status].bookingPage}`, {
                    companyPhone: companyPhone(),
                  }),
                },
          ];
  const parts: Part[] = [
    { text: t('notify.email.greeting', { name: lead.name }) },
    ...body,
    { text: brand[lead.locale] },
  ];
  return {
    send: true,
    to,
    email: {
      subject: t(`notify.email.subject.${purpose}`, values),
      text: parts.map((p) => (p.href ? `${p.text}\n${p.href}` : p.text)).join('\n\n'),
      html: htmlOf(parts, localeInfo[lead.locale].dir, lead.locale),
    },
  };
}
