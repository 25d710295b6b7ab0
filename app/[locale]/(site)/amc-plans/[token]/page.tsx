import { openPrivateRoute, privatePageMetadata } from '@/components/booking/private-route';
import { FocusOnMount } from '@/components/ui/FocusOnMount';
import {
  PrivateHeading,
  PrivateSection,
  RecapList,
  ReferenceCard,
} from '@/components/booking/PrivatePage';
import { amcRecapRows } from '@/lib/amc/recap';
import { ContractOffer } from '@/components/amc/ContractOffer';
import { contractOfRequest, instalmentInvoiceToken } from '@/lib/amc/contract-store';
import { amcRequestByToken } from '@/lib/amc/store';
import type { Db } from '@/lib/db/connect';
import { invoiceNumberText } from '@/lib/invoices/model';
import type { PrivatePageProps } from '@/lib/requests/private-page';
import { localizedPath } from '@/lib/i18n/paths';
import { business } from '@/lib/config/business';
import { whatsappHref } from '@/lib/config/contact-links';

// An AMC request's private page, reached only by its unguessable link, like a booking's: rendered per
// request, never stored by a cache, no referrer and noindex (next.config.ts, deploy/nginx.conf).

export const generateMetadata = privatePageMetadata((t) => ({
  title: t('amcPlans.recap.metaTitle'),
  description: t('amcPlans.recap.metaDescription'),
}));

/** The request and the contract offered from it, if any: everything the page reads. */
async function requestAndContract(db: Db, token: string) {
  const found = await amcRequestByToken(db, token);
  return found && { ...found, offer: await contractOfRequest(db, found.lead.id) };
}

export default async function AmcRequestPage(props: PrivatePageProps) {
  const opened = await openPrivateRoute(props, '/amc-plans', requestAndContract);
  if (opened.unavailable) return opened.unavailable;
  const { locale, token, query, found, t } = opened;
  const isNew = query.new === '1';
  const { request, lead, offer } = found;
  const outcome =
    query.contract === 'accepted' || query.contract === 'failed' || query.contract === 'trn'
      ? query.contract
      : null;
  const r = 'amcPlans.recap';

  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-12">
      <PrivateHeading id="amc-heading" autoFocus={isNew}>
        {t(isNew ? `${r}.headingNew` : `${r}.headingExisting`)}
      </PrivateHeading>
      {/* The form redirects here with JavaScript too, where autofocus is not applied. */}
      {isNew && <FocusOnMount key={token} id="amc-heading" />}

      <ReferenceCard
        label={t(`${r}.reference`)}
        reference={request.reference}
        hint={t(`${r}.referenceHint`)}
        testId="amc-reference"
      />

      {offer && (
        <ContractOffer
          t={t}
          locale={locale}
          token={token}
          contract={offer.contract}
          invoiceNumber={
            offer.invoiceNumber != null ? invoiceNumberText('invoice', offer.invoiceNumber) : null
          }
          invoicePath={
            offer.contract.status === 'accepted'
              ? localizedPath(locale, `/invoice/${instalmentInvoiceToken(token, 1)}`)
              : null
          }
          outcome={outcome}
        />
      )}

      <PrivateSection id="amc-recap-heading" title={t(`${r}.heading`)}>
        <RecapList rows={amcRecapRows(t, request, lead, locale)} testId="amc-recap" />
      </PrivateSection>

      <PrivateSection id="amc-next-heading" title={t(`${r}.nextHeading`)}>
        <ol className="mt-2 list-decimal space-y-1 ps-6" data-testid="amc-next">
          <li>{t(`${r}.nextCall`)}</li>
          <li>{t(`${r}.nextSurvey`)}</li>
          <li>{t(`${r}.nextContract`)}</li>
        </ol>
        {/* A message that names the request, so the team finds it at once. */}
        <p className="mt-3">
          <a
            href={whatsappHref(
              business.whatsapp,
              t(`${r}.whatsappText`, { reference: request.reference }),
            )}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-brand-700 underline"
            data-testid="amc-whatsapp"
          >
            {t(`${r}.whatsapp`)}
          </a>
        </p>
      </PrivateSection>
      <p className="mt-8 text-sm text-gray-600">{t(`${r}.privateLink`)}</p>
    </article>
  );
}
