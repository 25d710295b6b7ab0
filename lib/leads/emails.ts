import type { leads } from '@/lib/db/schema';

type Lead = typeof leads.$inferSelect;

const labels = {
  kind: {
    contact: 'Contact form',
    quote: 'Quote request',
    callback: 'Call-back request',
    career: 'Job application',
  },
} as const;

/** Plain-text e-mails: the company's notification (English) and the visitor's confirmation (their language). */
export function renderLeadEmail(
  kind: 'notify_company' | 'confirm_visitor',
  lead: Lead,
  brand: { en: string; ar: string },
) {
  if (kind === 'notify_company') {
    const rows: [string, unknown][] = [
      ['Name', lead.name],
      ['Phone', lead.phone],
      ['Email', lead.email],
      ['Service', lead.service],
      ['Emirate', lead.emirate],
      ['Area', lead.area],
      ['Property', lead.propertyType],
      ['AC units', lead.acUnits],
      ['Preferred date', lead.preferredDate],
      ['Preferred time', lead.preferredWindow],
      ['Role', lead.role],
      ['Message', lead.message],
      ['Language', lead.locale],
      ['Page', lead.sourcePath],
      ['Marketing consent', lead.marketingConsent ? 'yes' : 'no'],
      ['Received', lead.createdAt.toISOString()],
    ];
    return {
      subject: `New ${labels.kind[lead.kind].toLowerCase()}: ${lead.name}`,
      text: rows
        .filter(([, v]) => v !== null && v !== undefined && v !== '')
        .map(([k, v]) => `${k}: ${v}`)
        .join('\n'),
    };
  }
  if (lead.locale === 'ar') {
    return {
      subject: `تلقّينا رسالتك - ${brand.ar}`,
      text: `مرحبًا ${lead.name}،\n\nشكرًا لتواصلك معنا. تلقّينا رسالتك وسنرد عليك خلال 24 ساعة.\n\n${brand.ar}`,
    };
  }
  return {
    subject: `We received your message - ${brand.en}`,
    text: `Hello ${lead.name},\n\nThank you for your message. We'll get back to you within 24 hours.\n\n${brand.en}`,
  };
}
