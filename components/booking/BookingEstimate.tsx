import { LabelledSection } from '@/components/ui/LabelledSection';
import { getTranslations } from 'next-intl/server';
import type { ScopeValues } from '@/lib/booking/scope';
import type { Locale } from '@/lib/i18n/routing';
import { bookingEstimateInput } from '@/lib/pricing/estimate-input';
import { estimate } from '@/lib/pricing/estimate';
import { formatAed, vatOf } from '@/lib/pricing/money';
import { getPrices } from '@/lib/pricing/store';
import { serviceChoices } from '@/lib/requests/choices';

/**
 * The estimate for step 1's service and units, from the price list; nothing for a service without a
 * list price (a repair is priced after the diagnosis). The server stores the same estimate with the
 * booking (lib/booking/submit.ts), computed again at that moment.
 */
export async function BookingEstimate({ locale, scope }: { locale: Locale; scope: ScopeValues }) {
  const input = bookingEstimateInput(scope.service, scope.acUnits);
  const result = input && estimate(await getPrices(), input);
  if (!result) return null;
  const t = await getTranslations({ locale, namespace: 'estimate' });
  const service =
    (await serviceChoices(locale)).find((c) => c.value === scope.service)?.label ?? scope.service;
  const aed = (fils: number) => formatAed(fils, locale);
  const range = (low: number, high: number) =>
    low === high ? aed(low) : t('result.range', { low: aed(low), high: aed(high) });
  return (
    <LabelledSection
      id="booking-estimate"
      title={t('booking.heading', { service })}
      titleClassName="text-lg font-bold text-brand-900"
      className="mt-4 rounded-lg border border-brand-100 p-4"
      data-testid="booking-estimate"
    >
      <p className="mt-1 text-sm text-gray-700">
        {t('booking.basis', { units: result.input.units })}
      </p>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-gray-700">{t('result.beforeVat')}</dt>
        <dd>{range(result.low, result.high)}</dd>
        <dt className="font-semibold text-gray-700">{t('result.vat')}</dt>
        <dd>{range(vatOf(result.low), vatOf(result.high))}</dd>
        <dt className="font-semibold text-gray-700">{t('result.withVat')}</dt>
        <dd className="font-bold">{range(result.lowWithVat, result.highWithVat)}</dd>
        {result.discountPercent > 0 && (
          <>
            <dt className="font-semibold text-gray-700">{t('result.discount')}</dt>
            <dd>
              {t('result.discountValue', {
                percent: result.discountPercent,
                units: result.input.units,
              })}
            </dd>
          </>
        )}
      </dl>
      <p className="mt-2 text-sm text-gray-700">{t('booking.note')}</p>
    </LabelledSection>
  );
}
