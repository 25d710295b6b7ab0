import type { bookings, leads } from '@/lib/db/schema';
import { localeInfo } from '@/lib/i18n/locales';
import { serverText } from '@/lib/i18n/server-text';
import { renderLeadEmail } from '@/lib/leads/emails';
import { bookingRecap, bookingWhatsapp, companyPhone } from './recap';

// The e-mails of a booked visit, sent by the lead outbox (lib/leads/outbox.ts): the visitor's
// confirmation in their language, with the reference, the recap, the private link and WhatsApp; and
// the company's notification, which names the visit's reference, day, window and zone up front.

type Lead = typeof leads.$inferSelect;
type Booking = typeof bookings.$inferSelect;

export interface BookingEmailInput {
  lead: Lead;
  booking: Booking;
  /** The private page's path, kept in the outbox row until this e-mail is sent. */
  link: string | null;
  siteUrl: string;
  brand: Record<'en' | 'ar', string>;
}

export function renderBookingEmail(
  kind: 'notify_company' | 'confirm_visitor',
  { lead, booking, link, siteUrl, brand }: BookingEmailInput,
) {
  if (kind === 'notify_company') {
    const t = serverText('en');
    const recap = bookingRecap(t, booking, lead, 'en');
    const base = renderLeadEmail(kind, lead, brand);
    const head = [
      `Reference: ${booking.reference}`,
      `Visit: ${recap.day}, ${recap.window}`,
      `Zone: ${booking.zone}`,
    ].join('\n');
    const text = `A visit was booked on the website.\n\n${head}\n\n${base.text}`;
    return {
      subject: `New booked visit ${booking.reference}: ${recap.day}, ${recap.window}, ${booking.zone}`,
      text,
      html: htmlOf([{ text }], 'ltr', 'en'),
    };
  }

  const locale = lead.locale;
  const t = serverText(locale);
  const recap = bookingRecap(t, booking, lead, locale);
  const privateUrl = link ? new URL(link, siteUrl).toString() : null;
  const whatsapp = bookingWhatsapp(t, booking.reference);
  const rows = [
    [t('bookingManage.recap.service'), recap.service],
    [t('bookingManage.recap.place'), recap.place],
    [t('bookingManage.recap.day'), recap.day],
    [t('bookingManage.recap.window'), recap.window],
  ]
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  const parts: Part[] = [
    { text: t('bookingManage.email.greeting', { name: lead.name }) },
    { text: t('bookingManage.email.intro', { reference: booking.reference }) },
    { text: rows },
    { text: t('bookingManage.email.next', { companyPhone: companyPhone() }) },
    ...(privateUrl ? [{ text: t('bookingManage.email.link'), href: privateUrl }] : []),
    { text: t('bookingManage.email.whatsapp'), href: whatsapp },
    { text: brand[locale] },
  ];
  return {
    subject: t('bookingManage.email.subject', { reference: booking.reference }),
    text: parts.map((p) => (p.href ? `${p.text}\n${p.href}` : p.text)).join('\n\n'),
    html: htmlOf(parts, localeInfo[locale].dir, locale),
  };
}

export interface Part {
  text: string;
  href?: string;
}

const escape = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The same paragraphs as the plain text, in the language's direction, links clickable. */
export function htmlOf(parts: Part[], dir: 'ltr' | 'rtl', lang: string) {
  const body = parts
    .map(
      (p) =>
        `<p>${escape(p.text).replace(/\n/g, '<br>')}${
          p.href ? `<br><a href="${escape(p.href)}">${escape(p.href)}</a>` : ''
        }</p>`,
    )
    .join('\n');
  return `<!doctype html><html lang="${lang}" dir="${dir}"><body>${body}</body></html>`;
}
