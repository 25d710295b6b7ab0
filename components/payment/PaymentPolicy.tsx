import { getTranslations } from 'next-intl/server';
import { stripeConfig } from '@/lib/config/business';
import type { Locale } from '@/lib/i18n/routing';
import { DIAGNOSIS_ID } from '@/lib/pricing/basket';
import { formatAed, toFils } from '@/lib/pricing/money';
import { getPrices } from '@/lib/pricing/store';

// The payment policy, said once for every page that shows a price (booking, estimate, AMC, prices):
// when the customer pays, how (online only when Stripe is configured), the diagnosis fee's rule and,
// where a page offers contracts, the AMC instalments. Words in messages/*/payment.json.

export async function PaymentPolicy({
  locale,
  amc = false,
  diagnosis: showDiagnosis = true,
  className = 'mt-6',
}: {
  locale: Locale;
  /** Also say how a maintenance contract is paid (the AMC and price pages). */
  amc?: boolean;
  /** Say the AC diagnosis fee (not on a booking for painting or a handyman, where it never applies). */
  diagnosis?: boolean;
  className?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'payment.policy' });
  const diagnosis = (await getPrices()).get(DIAGNOSIS_ID);
  return (
    <aside
      aria-labelledby="payment-policy-heading"
      data-testid="payment-policy"
      className={`${className} rounded-lg border border-gray-200 bg-gray-50 p-4 text-gray-800`}
    >
      <h2 id="payment-policy-heading" className="text-lg font-semibold text-brand-900">
        {t('heading')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5">
        {/* Beside a contract's instalments, "never in advance" is said of service visits only. */}
        <li>{amc ? t('completionVisits') : t('completion')}</li>
        <li>{stripeConfig ? t('online') : t('onSite')}</li>
        {showDiagnosis && diagnosis && diagnosis.kind !== 'percent' && (
          <li>{t('diagnosis', { amount: formatAed(toFils(diagnosis.amount), locale) })}</li>
        )}
        {amc && <li>{t('amc')}</li>}
      </ul>
    </aside>
  );
}
