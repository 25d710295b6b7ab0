import type { leads } from '@/lib/db/schema';
import { localeInfo } from '@/lib/i18n/locales';
import { serverText, type ServerText } from '@/lib/i18n/server-text';
import { renderLeadEmail } from '@/lib/leads/emails';

// The two e-mails every request with a private page sends through the outbox (lib/leads/outbox.ts):
// the company's notice, which names the request up front and then every detail, in English; and the
// visitor's confirmation in their language, with the reference, the recap, what happens next and the
// private link. Each kind (lib/booking/emails.ts, lib/amc/emails.ts) says only what differs.

type Lead = typeof leads.$inferSelect;

/** What every request's e-mail is rendered from; each kind adds its own row. */
export interface RequestEmailInput {
  lead: Lead;
  /** The private page's path, kept in the outbox row until the confirmation is sent. */
  link: string | null;
  siteUrl: string;
  brand: Record<'en' | 'ar', string>;
}

export interface Part {
  text: string;
  href?: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
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

export { recapText } from './recap-text';

/** The company's notice: a first line, the request's head lines, then the visitor's every detail. */
export function companyNotice(
  lead: Lead,
  brand: Record<'en' | 'ar', string>,
  notice: { subject: string; opening: string; head: string },
): RenderedEmail {
  const base = renderLeadEmail('notify_company', lead, brand);
  const text = `${notice.opening}\n\n${notice.head}\n\n${base.text}`;
  return { subject: notice.subject, text, html: htmlOf([{ text }], 'ltr', 'en') };
}

/**
 * The visitor's confirmation in their language, from the kind's messages under `namespace` (subject,
 * intro, next, link; the greeting is every e-mail's, notify.email.greeting): the reference, the recap, what happens next, the private link and
 * anything the kind adds after it.
 */
export function visitorConfirmation(
  lead: Lead,
  input: {
    namespace: 'bookingManage.email' | 'amcPlans.email';
    reference: string;
    recap: (t: ServerText) => string;
    /** The private page's path, kept in the outbox row until this e-mail is sent. */
    link: string | null;
    siteUrl: string;
    brand: Record<'en' | 'ar', string>;
    companyPhone: string;
    /** What happens next, when the kind says it from elsewhere (a booking: its status table). */
    next?: (t: ServerText) => string;
    after?: (t: ServerText) => Part[];
  },
): RenderedEmail {
  const { locale } = lead;
  const t = serverText(locale);
  const key = (name: string) => `${input.namespace}.${name}` as Parameters<ServerText>[0];
  const privateUrl = input.link ? new URL(input.link, input.siteUrl).toString() : null;
  const parts: Part[] = [
    { text: t('notify.email.greeting', { name: lead.name }) },
    { text: t(key('intro'), { reference: input.reference }) },
    { text: input.recap(t) },
    { text: input.next?.(t) ?? t(key('next'), { companyPhone: input.companyPhone }) },
    ...(privateUrl ? [{ text: t(key('link')), href: privateUrl }] : []),
    ...(input.after?.(t) ?? []),
    { text: input.brand[locale] },
  ];
  return {
    subject: t(key('subject'), { reference: input.reference }),
    text: parts.map((p) => (p.href ? `${p.text}\n${p.href}` : p.text)).join('\n\n'),
    html: htmlOf(parts, localeInfo[locale].dir, locale),
  };
}
