import { companyPhone } from '@/lib/booking/recap';
import { htmlOf, type Part } from '@/lib/booking/emails';
import type { amcRequests, leads } from '@/lib/db/schema';
import { localeInfo } from '@/lib/i18n/locales';
import { serverText } from '@/lib/i18n/server-text';
import { renderLeadEmail } from '@/lib/leads/emails';
import { amcRecapRows } from './recap';

// The e-mails of an AMC request, sent by the lead outbox (lib/leads/outbox.ts): the visitor's
// confirmation in their language, with the reference, the recap and the private link; and the
// company's notification, which names the reference, plan and annual total up front.

type Lead = typeof leads.$inferSelect;
type Request = typeof amcRequests.$inferSelect;

export interface AmcEmailInput {
  lead: Lead;
  request: Request;
  link: string | null;
  siteUrl: string;
  brand: Record<'en' | 'ar', string>;
}

export function renderAmcEmail(
  kind: 'notify_company' | 'confirm_visitor',
  { lead, request, link, siteUrl, brand }: AmcEmailInput,
) {
  if (kind === 'notify_company') {
    const recap = amcRecapRows(serverText('en'), request, lead, 'en')
      .map(([k, v]) => `${k}: ${v}`)
      .join('\n');
    const base = renderLeadEmail(kind, lead, brand);
    const company = (lead.estimate as { company?: string | null } | null)?.company;
    const text = `An AMC contract was requested on the website.\n\nReference: ${request.reference}\n${recap}${
      company ? `\nCompany: ${company}` : ''
    }\n\n${base.text}`;
    return {
      subject: `New AMC request ${request.reference}: ${lead.name}`,
      text,
      html: htmlOf([{ text }], 'ltr', 'en'),
    };
  }
  const locale = lead.locale;
  const t = serverText(locale);
  const rows = amcRecapRows(t, request, lead, locale)
    .map(([k, v]) => `${k}: ${v}`)
    .join('\n');
  const privateUrl = link ? new URL(link, siteUrl).toString() : null;
  const parts: Part[] = [
    { text: t('amcPlans.email.greeting', { name: lead.name }) },
    { text: t('amcPlans.email.intro', { reference: request.reference }) },
    { text: rows },
    { text: t('amcPlans.email.next', { companyPhone: companyPhone() }) },
    ...(privateUrl ? [{ text: t('amcPlans.email.link'), href: privateUrl }] : []),
    { text: brand[locale] },
  ];
  return {
    subject: t('amcPlans.email.subject', { reference: request.reference }),
    text: parts.map((p) => (p.href ? `${p.text}\n${p.href}` : p.text)).join('\n\n'),
    html: htmlOf(parts, localeInfo[locale].dir, locale),
  };
}
