import type { leads } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { leadColumns, leadKindLabels } from './model';

type Lead = typeof leads.$inferSelect;

// The notification lists the lead's columns (kind and status are in its subject and implied).
const notificationColumns = leadColumns.filter((c) => c.column !== 'kind' && c.column !== 'status');

/** The visitor's confirmation, in their language. */
const confirmation: Record<
  Locale,
  (name: string, brand: string) => { subject: string; text: string }
> = {
  en: (name, brand) => ({
    subject: `We received your message - ${brand}`,
    text: `Hello ${name},\n\nThank you for your message. We'll get back to you within 24 hours.\n\n${brand}`,
  }),
  ar: (name, brand) => ({
    subject: `تلقّينا رسالتك - ${brand}`,
    text: `مرحبًا ${name}،\n\nشكرًا لتواصلك معنا. تلقّينا رسالتك وسنرد عليك خلال 24 ساعة.\n\n${brand}`,
  }),
};

const display = (value: unknown) =>
  value instanceof Date
    ? value.toISOString()
    : typeof value === 'boolean'
      ? value
        ? 'yes'
        : 'no'
      : value;

/** Plain-text e-mails: the company's notification (English) and the visitor's confirmation (their language). */
export function renderLeadEmail(
  kind: 'notify_company' | 'confirm_visitor',
  lead: Lead,
  brand: Record<Locale, string>,
) {
  if (kind === 'notify_company') {
    return {
      subject: `New ${leadKindLabels[lead.kind].toLowerCase()}: ${lead.name}`,
      text: notificationColumns
        .map(({ column, label }) => [label, display(lead[column])] as const)
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n'),
    };
  }
  return confirmation[lead.locale](lead.name, brand[lead.locale]);
}
