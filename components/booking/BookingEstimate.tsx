import { LabelledSection } from '@/components/ui/LabelledSection';
import { LinesTable } from '@/components/pricing/LinesTable';
import { getTranslations } from 'next-intl/server';
import type { ScopeValues } from '@/lib/booking/scope';
import type { Locale } from '@/lib/i18n/routing';
import { priceBasket } from '@/lib/pricing/basket';
import { basketText } from '@/lib/pricing/basket-text';
import { linesEstimateQuery } from '@/lib/pricing/catalogue-link';
import { bookingLines } from '@/lib/pricing/estimate-input';
import { localizedPath } from '@/lib/i18n/paths';
import { getPrices } from '@/lib/pricing/store';

/**
 * What the visitor is booking, line by line, priced from the price list: the basket the estimate's
 * link carried (6 split units and 1 ducted unit), else the line step 1's service and units stand
 * for; nothing for a service without a list price. The server prices the same lines again when the
 * booking is sent (lib/booking/submit.ts) and stores them with it.
 */
export async function BookingEstimate({ locale, scope }: { locale: Locale; scope: ScopeValues }) {
  const prices = await getPrices();
  const { lines, ok, assumed } = bookingLines(scope, prices);
  const basket = lines.length ? priceBasket(prices, lines) : null;
  const t = await getTranslations({ locale, namespace: 'basket' });
  if (!basket)
    return ok ? null : (
      <p role="status" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-gray-900">
        {t('invalid')}
      </p>
    );
  const text = basketText(locale);
  return (
    <LabelledSection
      id="booking-estimate"
      title={t('bookingHeading')}
      titleClassName="text-lg font-bold text-brand-900"
      className="mt-4 rounded-lg border border-brand-100 p-4"
      data-testid="booking-estimate"
    >
      {!ok && <p className="mt-1 text-sm text-gray-700">{t('invalid')}</p>}
      <LinesTable lines={basket.lines} text={text} locale={locale} testId="booking-lines" />
      {/* Step 1 asks for no unit type: the line is priced as split units, and says so. */}
      {assumed && (
        <p className="mt-2 text-sm text-gray-700" data-testid="assumed-split">
          {t('assumedNote')}{' '}
          <a
            href={`${localizedPath(locale, '/estimate')}?${linesEstimateQuery(lines, scope)}`}
            className="font-semibold text-brand-700 underline"
          >
            {t('assumedLink')}
          </a>
          .
        </p>
      )}
      <p className="mt-2 text-sm text-gray-700">{t('note')}</p>
    </LabelledSection>
  );
}
