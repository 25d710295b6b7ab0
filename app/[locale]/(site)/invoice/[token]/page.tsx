import { openPrivateRoute, privatePageMetadata } from '@/components/booking/private-route';
import { PrintButton } from '@/components/content/PrintButton';
import { InvoiceDocument } from '@/components/invoices/InvoiceDocument';
import { stripeConfig } from '@/lib/config/business';
import { longDate } from '@/lib/booking/recap';
import { dubaiToday } from '@/lib/clock';
import type { PrivatePageProps } from '@/lib/requests/private-page';
import { invoiceByToken } from '@/lib/invoices/read';
import { invoiceView } from '@/lib/invoices/view';
import { formatAed } from '@/lib/pricing/money';

// A tax invoice's private page, reached only by its unguessable link (its own, not the booking's):
// the document in the page's language, its status, the receipt once paid, and "Pay now" when online
// payment is configured. A return from Stripe never marks it paid: only the signed webhook does.
// Never stored by a cache (next.config.ts and deploy/nginx.conf: no referrer, noindex, no-store).

export const generateMetadata = privatePageMetadata((t) => t('invoice.document.title'));

export default async function InvoicePage(props: PrivatePageProps) {
  const opened = await openPrivateRoute(props, '/invoice', invoiceByToken);
  if (opened.unavailable) return opened.unavailable;
  const { locale, token, query, found, t } = opened;
  const { invoice } = found;
  const view = invoiceView(found, locale);
  const payable = invoice.kind === 'invoice' && invoice.status === 'issued';
  const notice =
    payable && query.paid === '1'
      ? t('invoice.document.returned')
      : payable && query.cancelled === '1'
        ? t('invoice.document.cancelled')
        : payable && query.payError === '1'
          ? t('invoice.document.payFailed')
          : null;
  const paidOn = invoice.paidAt ? longDate(dubaiToday(invoice.paidAt), locale) : '';
  return (
    <section className="mx-auto max-w-4xl px-4 pt-6 pb-12 print:max-w-none print:p-0">
      {invoice.kind === 'invoice' && (
        <p
          className="mb-4 rounded-lg bg-brand-50 p-3 font-semibold text-brand-900 print:bg-transparent print:p-0"
          data-testid="invoice-status"
          data-status={invoice.status}
        >
          {t(`invoice.document.status.${invoice.status}`, { date: paidOn })}
        </p>
      )}
      {notice && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-gray-300 p-3 print:hidden"
          data-testid="pay-notice"
        >
          {notice}
        </p>
      )}
      <InvoiceDocument
        view={view}
        labels={{
          supplier: t('invoice.document.supplier'),
          customer: t('invoice.document.customer'),
          trn: t('invoice.document.trn'),
          issued: t('invoice.document.issued'),
          supplied: t('invoice.document.supplied'),
          credits: t('invoice.document.credits'),
          currency: t('invoice.document.currency'),
          vatRate: t('invoice.document.vatRate'),
          columns: {
            item: t('invoice.document.columns.item'),
            count: t('invoice.document.columns.count'),
            unitPrice: t('invoice.document.columns.unitPrice'),
            discount: t('invoice.document.columns.discount'),
            net: t('invoice.document.columns.net'),
            vatRate: t('invoice.document.columns.vatRate'),
            vat: t('invoice.document.columns.vat'),
            total: t('invoice.document.columns.total'),
          },
        }}
      />
      {invoice.status === 'paid' && (
        <p className="mt-4 rounded-lg bg-green-50 p-3 text-green-900" data-testid="receipt">
          {t('invoice.document.receipt', {
            amount: formatAed(invoice.totalFils, locale),
            date: paidOn,
            via: t(`invoice.events.via.${invoice.paidVia ?? 'on_site'}`),
          })}
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-4 print:hidden">
        {payable && stripeConfig && (
          <form method="post" action={`/api/invoice/${token}/pay`}>
            <button
              type="submit"
              className="rounded-md bg-brand-600 px-5 py-3 text-lg font-semibold text-white hover:bg-brand-700"
              data-testid="pay-now"
            >
              {t('invoice.document.payNow')}
            </button>
          </form>
        )}
        <PrintButton label={t('invoice.document.print')} />
      </div>
      {payable && (
        <p className="mt-3 text-sm text-gray-700 print:hidden">
          {stripeConfig ? t('invoice.document.payNote') : t('invoice.document.payOnSite')}
        </p>
      )}
    </section>
  );
}
