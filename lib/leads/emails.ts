import type { leads } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';
import { placeName, serviceName, slotText } from '@/lib/booking/recap';
import { recapText } from '@/lib/requests/recap-text';
import { isLeadKind, leadColumns, leadKindLabels } from './model';
import { leadReference } from './reference';

type Lead = typeof leads.$inferSelect;

// The notification lists the lead's columns (kind and status are in its subject and implied).
const notificationColumns = leadColumns.filter((c) => c.column !== 'kind' && c.column !== 'status');

/**
 * The visitor's confirmation, in their language: what happens next for what they sent, in the words of
 * the box the form showed (forms.result.sent.<kind>), so a job application is not promised a reply in
 * 24 hours and a quote request is not called a message.
 */
function confirmation(lead: Lead, brand: string) {
  const t = serverText(lead.locale);
  const kind = isLeadKind(lead.kind) ? lead.kind : 'contact';
  // The time a quote's survey or a call-back was asked for, as the form offered it.
  const slot =
    lead.preferredDate && lead.preferredWindow
      ? slotText(t, `${lead.preferredDate}_${lead.preferredWindow}`, lead.locale)
      : '';
  return {
    subject: `${t(`forms.result.sent.${kind}.title`)} | ${brand}`,
    text: [
      t('notify.email.greeting', { name: lead.name }),
      t(`forms.result.sent.${kind}.text`),
      // What was asked for, where and when, as a booking's e-mail lists them.
      recapText([
        [t('bookingManage.recap.service'), serviceName(lead.service, lead.locale)],
        [t('bookingManage.recap.place'), placeName(t, lead, lead.locale)],
        [t('forms.result.slotLabel'), slot],
      ]),
      t('forms.result.reference', { reference: leadReference(lead.id) }),
      brand,
    ]
      .filter(Boolean)
      .join('\n\n'),
  };
}

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
  return confirmation(lead, brand[lead.locale]);
}
