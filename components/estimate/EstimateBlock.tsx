import { pluralTemplates } from '@/lib/i18n/plural-templates';
import type { ComponentProps } from 'react';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { planValues } from '@/lib/amc/plan-name';
import { isMessageKey } from '@/lib/i18n/message-key';
import { serverText } from '@/lib/i18n/server-text';
import { estimateFactors, estimateServices, MAX_UNITS, MIN_UNITS } from '@/lib/pricing/estimate';
import { refrigerants, unitTypes } from '@/lib/pricing/price-list';
import { getPrices } from '@/lib/pricing/store';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { EstimateOnDemand } from './EstimateOnDemand';
import { EstimateOf, type EstimateText } from './EstimateResult';
import { LabelledSection } from '@/components/ui/LabelledSection';
import { Options } from '@/components/ui/Select';
import { MAX_LINES } from '@/lib/pricing/basket';
import { basketText } from '@/lib/pricing/basket-text';
import { diagnosisWords } from '@/lib/pricing/diagnosis-text';
import type { EstimateRow } from '@/lib/pricing/estimate-input';

/** The price-list entries an estimate can use: all the browser needs to recompute it. */
const estimatePrefixes = [
  'cleaning.',
  'deep-cleaning.',
  'gas.',
  'installation.',
  'amc.',
  'visit.diagnosis',
];

async function estimateText(locale: Locale): Promise<EstimateText> {
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
    discountValue: pluralTemplates(locale, (units) =>
      t('discountValue', { percent: '{percent}', units }),
    ),
    survey: t('survey'),
    surveyPart: t('surveyPart'),
    quoteLines: t('quoteLines'),
    quoteTotalPart: t('quoteTotalPart'),
    factorsHeading: t('factorsHeading'),
    // The limits the server checks (lib/pricing/estimate.ts), as digits in both languages.
    invalid: t('invalid', { min: String(MIN_UNITS), max: String(MAX_UNITS) }),
    invalidUnits: t('invalidUnits', { min: String(MIN_UNITS), max: String(MAX_UNITS) }),
    invalidType: t('invalidType'),
    invalidLine: t('invalidLine', { number: '{number}', problem: '{problem}' }),
    book: t('book'),
    quote: t('quote'),
    factors: Object.fromEntries(
      factorIds.map((id) => [id, isMessageKey(factorMessages, id) ? tf(id) : id]),
    ),
    basket: basketText(locale),
    diagnosis: diagnosisWords(locale, await getPrices()),
  };
}

const selectClass = 'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2';

type ChoiceProps = Pick<ComponentProps<'select'>, 'id' | 'name' | 'defaultValue'> & {
  label: string;
  options: { value: string; label: string }[];
};

/** A labelled list of choices in the estimate's form (works without JavaScript: the form is a GET). */
function Choice({ label, options, ...select }: ChoiceProps) {
  return (
    <label htmlFor={select.id} className="font-semibold">
      {label}
      <select {...select} className={selectClass}>
        <Options options={options} />
      </select>
    </label>
  );
}

/**
 * The instant estimate: a GET form to /estimate (the answer without JavaScript) whose first result
 * the server renders, and the browser recomputes as the fields change (the calculator loads on the
 * visitor's first use of the form: EstimateOnDemand). `rows` are the form's lines (service, unitType,
 * units, refrigerant each), shown with one more, empty, to add a line (6 split units and 1 ducted);
 * `place` the page's emirate and area, carried into the booking and quote links.
 */
export async function EstimateBlock({
  rows: given,
  place = {},
}: {
  rows: EstimateRow[];
  place?: Record<string, string>;
}) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('estimate');
  const prices = [...(await getPrices()).values()].filter((p) =>
    estimatePrefixes.some((prefix) => p.id.startsWith(prefix)),
  );
  const text = await estimateText(locale);
  const tb = await getTranslations('basket.lines');
  const blank: EstimateRow = { service: '', unitType: 'split', units: '1', refrigerant: 'r410a' };
  const filled = given.filter((r, i) => i === 0 || r.service !== '');
  const rows = filled.length < MAX_LINES ? [...filled, blank] : filled;
  const values = {
    service: rows.map((r) => r.service),
    unitType: rows.map((r) => r.unitType),
    units: rows.map((r) => r.units),
    refrigerant: rows.map((r) => r.refrigerant || 'r410a'),
  };
  const targets = {
    bookPath: localizedPath(locale, '/book'),
    quotePath: localizedPath(locale, '/quote'),
    place,
  };
  // The server's first result and the browser's recomputed ones read the same prices and words.
  const priced = { prices, locale, text, targets };
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
        {rows.map((row, i) => {
          const field = (name: string) => `estimate-${name}${i ? `-${i}` : ''}`;
          // The first line is the page's own; the others may be left on "no line".
          const label = (name: string) => (i ? `${name} (${tb('row', { number: i + 1 })})` : name);
          return (
            <fieldset
              key={i}
              className={i ? 'mt-4 border-t border-brand-100 pt-4' : ''}
              data-testid="estimate-line"
            >
              {i > 0 && <legend className="sr-only">{tb('row', { number: i + 1 })}</legend>}
              <div className="grid gap-4 sm:grid-cols-2">
                <Choice
                  id={field('service')}
                  name="service"
                  label={label(t('fields.service'))}
                  defaultValue={row.service}
                  options={[
                    ...(i ? [{ value: '', label: tb('none') }] : []),
                    ...estimateServices.map((s) => ({
                      value: s,
                      label: t(`services.${s}`, planValues(serverText(locale), s)),
                    })),
                  ]}
                />
                <Choice
                  id={field('unitType')}
                  name="unitType"
                  label={label(t('fields.unitType'))}
                  defaultValue={row.unitType}
                  options={unitTypes.map((u) => ({ value: u, label: t(`unitTypes.${u}`) }))}
                />
                <label htmlFor={field('units')} className="font-semibold">
                  {label(t('fields.units'))}
                  <input
                    id={field('units')}
                    name="units"
                    // Text with a numeric keyboard: type=number drops «٤٠» (an Arabic keyboard).
                    inputMode="numeric"
                    maxLength={String(MAX_UNITS).length}
                    required={i === 0}
                    defaultValue={row.units}
                    className={selectClass}
                  />
                </label>
                <Choice
                  id={field('refrigerant')}
                  name="refrigerant"
                  label={label(t('fields.refrigerant'))}
                  defaultValue={row.refrigerant || 'r410a'}
                  options={refrigerants.map((r) => ({ value: r, label: t(`refrigerants.${r}`) }))}
                />
              </div>
            </fieldset>
          );
        })}
        <button
          type="submit"
          className="mt-4 rounded-md bg-brand-700 px-5 py-2 font-bold text-white hover:bg-brand-800"
        >
          {t('submit')}
        </button>
        <EstimateOnDemand {...priced} initial={values}>
          <EstimateOf {...priced} values={values} />
        </EstimateOnDemand>
      </form>
    </LabelledSection>
  );
}
