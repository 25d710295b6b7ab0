import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { isMessageKey } from '@/lib/i18n/message-key';
import {
  estimate,
  estimateFactors,
  estimateServices,
  MAX_UNITS,
  MIN_UNITS,
} from '@/lib/pricing/estimate';
import { estimateInputFrom } from '@/lib/pricing/estimate-input';
import { refrigerants, unitTypes } from '@/lib/pricing/price-list';
import { getPrices } from '@/lib/pricing/store';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { EstimateOnDemand } from './EstimateOnDemand';
import { EstimateResult, type EstimateText } from './EstimateResult';
import { estimateLinks } from './links';
import { LabelledSection } from '@/components/ui/LabelledSection';

/** The price-list entries an estimate can use: all the browser needs to recompute it. */
const estimatePrefixes = ['cleaning.', 'deep-cleaning.', 'gas.', 'installation.', 'amc.'];

async function estimateText(): Promise<EstimateText> {
  const t = await getTranslations('estimate.result');
  const tf = await getTranslations('estimate.factors');
  const factorMessages = (await getMessages()).estimate.factors;
  const factorIds = [...new Set(Object.values(estimateFactors).flat())];
  return {
    heading: t('heading'),
    // Placeholders kept for the browser to fill with its own numbers.
    range: t('range', { low: '{low}', high: '{high}' }),
    beforeVat: t('beforeVat'),
    vat: t('vat'),
    withVat: t('withVat'),
    perUnit: t('perUnit'),
    perUnitFrom: t('perUnitFrom', { amount: '{amount}' }),
    discount: t('discount'),
    discountValue: t('discountValue', { percent: '{percent}', units: '{units}' }),
    survey: t('survey'),
    factorsHeading: t('factorsHeading'),
    // The limits the server checks (lib/pricing/estimate.ts), as digits in both languages.
    invalid: t('invalid', { min: String(MIN_UNITS), max: String(MAX_UNITS) }),
    book: t('book'),
    quote: t('quote'),
    factors: Object.fromEntries(
      factorIds.map((id) => [id, isMessageKey(factorMessages, id) ? tf(id) : id]),
    ),
  };
}

const selectClass = 'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2';

/**
 * The instant estimate: a GET form to /estimate (the answer without JavaScript) whose first result
 * the server renders, and the browser recomputes as the fields change (the calculator loads on the
 * visitor's first use of the form: EstimateOnDemand). `values` are the form's values (service, unitType, units,
 * refrigerant); `place` the page's emirate and area, carried into the booking and quote links.
 */
export async function EstimateBlock({
  values,
  place = {},
}: {
  values: Record<string, string>;
  place?: Record<string, string>;
}) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('estimate');
  const prices = [...(await getPrices()).values()].filter((p) =>
    estimatePrefixes.some((prefix) => p.id.startsWith(prefix)),
  );
  const field = (name: string) => `estimate-${name}`;
  const text = await estimateText();
  const targets = {
    bookPath: localizedPath(locale, '/book'),
    quotePath: localizedPath(locale, '/quote'),
    place,
  };
  const input = estimateInputFrom(values);
  const result = input && estimate(new Map(prices.map((p) => [p.id, p])), input);
  return (
    <LabelledSection
      id="estimate-heading"
      title={t('heading')}
      className="mt-12 rounded-2xl bg-brand-50 p-6 render-near-view [--near-view-height:900px] sm:p-8"
      data-testid="estimate"
    >
      <p className="mt-2 text-gray-700">{t('intro')}</p>
      <form method="get" action={localizedPath(locale, '/estimate')} className="mt-4">
        {/* An estimate for the page's place: the links it offers keep the emirate and area. */}
        {Object.entries(place).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="grid gap-4 sm:grid-cols-2">
          <label htmlFor={field('service')} className="font-semibold">
            {t('fields.service')}
            <select
              id={field('service')}
              name="service"
              defaultValue={values.service}
              className={selectClass}
            >
              {estimateServices.map((s) => (
                <option key={s} value={s}>
                  {t(`services.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={field('unitType')} className="font-semibold">
            {t('fields.unitType')}
            <select
              id={field('unitType')}
              name="unitType"
              defaultValue={values.unitType}
              className={selectClass}
            >
              {unitTypes.map((u) => (
                <option key={u} value={u}>
                  {t(`unitTypes.${u}`)}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={field('units')} className="font-semibold">
            {t('fields.units')}
            <input
              id={field('units')}
              name="units"
              type="number"
              inputMode="numeric"
              min={MIN_UNITS}
              max={MAX_UNITS}
              required
              defaultValue={values.units}
              className={selectClass}
            />
          </label>
          <label htmlFor={field('refrigerant')} className="font-semibold">
            {t('fields.refrigerant')}
            <select
              id={field('refrigerant')}
              name="refrigerant"
              defaultValue={values.refrigerant || 'r410a'}
              className={selectClass}
            >
              {refrigerants.map((r) => (
                <option key={r} value={r}>
                  {t(`refrigerants.${r}`)}
                </option>
              ))}
            </select>
          </label>
        </div>
        <button
          type="submit"
          className="mt-4 rounded-md bg-brand-700 px-5 py-2 font-bold text-white hover:bg-brand-800"
        >
          {t('submit')}
        </button>
        <EstimateOnDemand
          prices={prices}
          initial={values}
          locale={locale}
          text={text}
          targets={targets}
        >
          <EstimateResult
            result={result}
            valid={input !== null}
            locale={locale}
            text={text}
            {...estimateLinks(input, targets)}
          />
        </EstimateOnDemand>
      </form>
    </LabelledSection>
  );
}
