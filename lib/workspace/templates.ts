import { business } from '@/lib/config/business';
import { whatsappHref } from '@/lib/config/contact-links';
import { longDate, windowLabel } from '@/lib/booking/recap';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';

// WhatsApp messages to a customer, in THE CUSTOMER's language (the lead's locale), whatever language
// the staff member reads the workspace in: confirmation, on the way and follow-up, with the booking's
// reference, day and window filled in.

export type TemplateKind = 'confirmation' | 'onTheWay' | 'followUp';

export interface TemplateLink {
  kind: TemplateKind;
  text: string;
  href: string;
}

export function customerTemplates(
  lead: { name: string; phone: string; locale: Locale },
  booking: { reference: string; day: string; window: string } | null,
): TemplateLink[] {
  const t = serverText(lead.locale);
  const company = business.shortName[lead.locale];
  const link = (kind: TemplateKind, text: string) => ({
    kind,
    text,
    href: whatsappHref(lead.phone, text),
  });
  if (!booking)
    return [link('followUp', t('workspace.templates.followUp', { name: lead.name, company }))];
  const values = {
    name: lead.name,
    company,
    reference: booking.reference,
    day: longDate(booking.day, lead.locale),
    window: windowLabel(t, booking.window),
  };
  return [
    link('confirmation', t('workspace.templates.confirmation', values)),
    link('onTheWay', t('workspace.templates.onTheWay', values)),
    link('followUp', t('workspace.templates.followUpBooking', values)),
  ];
}
