import { companyPhone } from '@/lib/booking/recap';
import type { amcRequests } from '@/lib/db/schema';
import { serverText } from '@/lib/i18n/server-text';
import * as email from '@/lib/requests/email';
import { amcRecapRows } from './recap';

// The e-mails of an AMC request (lib/requests/email.ts): the company's notice names the reference,
// plan and annual total up front.

export interface AmcEmailInput extends email.RequestEmailInput {
  request: typeof amcRequests.$inferSelect;
}

export function renderAmcEmail(
  kind: 'notify_company' | 'confirm_visitor',
  { lead, request, link, siteUrl, brand }: AmcEmailInput,
) {
  if (kind === 'notify_company') {
    const company = (lead.estimate as { company?: string | null } | null)?.company;
    return email.companyNotice(lead, brand, {
      subject: `New AMC request ${request.reference}: ${lead.name}`,
      opening: 'An AMC contract was requested on the website.',
      head: email.recapText([
        ['Reference', request.reference],
        ...amcRecapRows(serverText('en'), request, lead, 'en'),
        ['Company', company],
      ]),
    });
  }
  return email.visitorConfirmation(lead, {
    namespace: 'amcPlans.email',
    reference: request.reference,
    recap: (t) => email.recapText(amcRecapRows(t, request, lead, lead.locale)),
    link,
    siteUrl,
    brand,
    companyPhone: companyPhone(),
  });
}
