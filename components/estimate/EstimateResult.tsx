import { pluralTemplate, type PluralTemplates } from '@/lib/i18n/plural-templates';
import { LinesTable } from '@/components/pricing/LinesTable';
import { DiagnosisNote } from '@/components/pricing/DiagnosisNote';
import { priceBasket, type Basket, type LineInput } from '@/lib/pricing/basket';
import type { DiagnosisWords } from '@/lib/pricing/diagnosis-types';
import {
  estimate,
  estimateFactors,
  type Estimate,
  type EstimateInput,
} from '@/lib/pricing/estimate';
import {
  estimateInputs,
  estimateRows,
  lineOfEstimate,
  type EstimateFix,
} from '@/lib/pricing/estimate-input';
import { lineName, surveyLineName, type BasketText } from '@/lib/pricing/lines-view';
import { formatAed } from '@/lib/pricing/money';
import type { PriceItem } from '@/lib/pricing/price-list';
import { estimateLinks, type EstimateTargets } from './links';

// The estimate as the visitor reads it. No hooks and no server APIs: the server renders it for the
// page without JavaScript (/estimate) and the client leaf renders the same markup as the fields change.

/** The words of the result, resolved on the server; {low}, {high}, {amount}, {percent} and {units}
 * stay as placeholders that fill() replaces. */
export interface EstimateText {
  heading: string;
  range: string;
  beforeVat: string;
  vat: string;
  withVat: string;
  perUnit: string;
  perUnitFrom: string;
  discount: string;
  /** One per plural category of the language (lib/i18n/plural-templates.ts). */
  discountValue: PluralTemplates;
  survey: string;
  /** Under the totals when some lines (not all) are priced after a survey. */
  surveyPart: string;
  /** The first line of the quote form's message that lists several lines ("My estimate:"). */
  quoteLines: string;
  /** Its total's label when some lines are priced after a survey (the total leaves them out). */
  quoteTotalPart: string;
  factorsHeading: string;
  invalid: string;
  /** What to correct in a line: its count, or its unit type. */
  invalidUnits: string;
  invalidType: string;
  /** A line's problem ({problem}) with its number ({number}), when the estimate has several. */
  invalidLine: string;
  book: string;
  quote: string;
  factors: Record<string, string>;
  /** The words of the lines' table (several lines) and of a diagnosis visit. */
  basket: BasketText;
  diagnosis: DiagnosisWords;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** A price range in fils as the visitor reads it: one amount when low and high are the same. */
const rangeText = (text: EstimateText, locale: 'en' | 'ar', low: number, high: number) =>
  low === high
    ? formatAed(low, locale)
    : fill(text.range, { low: formatAed(low, locale), high: formatAed(high, locale) });

export function EstimateResult({
  result,
  basket,
  surveyed = [],
  valid,
  invalid = null,
  several: severalRows = false,
  locale,
  text,
  bookHref,
  quoteHref,
}: {
  /** The one line's estimate when the basket has one line (its price per unit, its discount). */
  result: Estimate | null;
  /** The lines the list prices; null when there is none (every line is quoted after a survey). */
  basket: Basket | null;
  /** The lines quoted after a survey, beside a basket of the others (its totals leave them out). */
  surveyed?: readonly EstimateInput[];
  /** False when the fields do not make an estimate's input (no service, units out of range). */
  valid: boolean;
  /** The line to correct (from 1) and what to correct in it. */
  invalid?: { row: number; fix: EstimateFix } | null;
  /** Whether the estimate shows several lines, so the one to correct is named. */
  several?: boolean;
  locale: 'en' | 'ar';
  text: EstimateText;
  bookHref: string;
  quoteHref: string;
}) {
  const aed = (fils: number) => formatAed(fils, locale);
  const range = (low: number, high: number) => rangeText(text, locale, low, high);
  const unitPrice = result && aed(Math.round(result.unitPrice * 100));
  // A table whenever there is more than one line to tell apart, a line priced after a survey included.
  const several = basket !== null && basket.lines.length + surveyed.length > 1;
  const surveyRows = surveyed.map((input, i) => ({
    key: `survey:${input.service}:${input.unitType}:${i}`,
    name: surveyLineName(text.basket, input),
    count: input.units,
  }));
  const diagnosis = basket?.lines.some((l) => l.priceId === 'visit.diagnosis') ?? false;
  const factors = [
    ...new Set(
      (basket?.lines ?? []).flatMap((l) => {
        const group = l.priceId.split('.')[0]!;
        return estimateFactors[group] ?? [];
      }),
    ),
  ];
  return (
    <div data-testid="estimate-result" className="mt-6 rounded-lg bg-white p-4 text-gray-900">
      <h3 className="text-lg font-bold text-brand-900">{text.heading}</h3>
      {!valid ? (
        <p className="mt-2">{invalidText(text, invalid, severalRows)}</p>
      ) : !basket ? (
        <p className="mt-2">{text.survey}</p>
      ) : (
        <>
          {several && (
            <LinesTable
              lines={basket.lines}
              surveyed={surveyRows}
              text={text.basket}
              locale={locale}
              // The list under the table states the totals, with VAT and the discount: once.
              totals={false}
            />
          )}
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>{text.beforeVat}</dt>
            <dd className="font-bold" data-testid="estimate-total">
              {range(basket.low, basket.high)}
            </dd>
            <dt>{text.vat}</dt>
            <dd data-testid="estimate-vat">{range(basket.vatLow, basket.vatHigh)}</dd>
            <dt>{text.withVat}</dt>
            <dd className="font-bold" data-testid="estimate-with-vat">
              {range(basket.lowWithVat, basket.highWithVat)}
            </dd>
            {result && !several && (
              <>
                <dt>{text.perUnit}</dt>
                <dd>
                  {result.low === result.high
                    ? aed(result.low / basket.lines[0]!.count)
                    : fill(text.perUnitFrom, { amount: unitPrice! })}
                </dd>
              </>
            )}
            {result && !several && result.discountPercent > 0 && (
              <>
                <dt>{text.discount}</dt>
                <dd data-testid="estimate-discount">
                  {fill(pluralTemplate(text.discountValue, locale, result.input.units), {
                    percent: result.discountPercent,
                    units: result.input.units,
                  })}
                </dd>
              </>
            )}
          </dl>
          {surveyRows.length > 0 && (
            <p className="mt-2 text-sm text-gray-700" data-testid="estimate-survey-part">
              {text.surveyPart}
            </p>
          )}
          {diagnosis && <DiagnosisNote words={text.diagnosis} />}
          {factors.length > 0 && (
            <>
              <h4 className="mt-3 font-semibold">{text.factorsHeading}</h4>
              <ul className="mt-1 list-disc ps-6 text-sm text-gray-700">
                {factors.map((f) => (
                  <li key={f}>{text.factors[f] ?? f}</li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {/* Booking or quoting "this estimate" needs one: not while a line is to be corrected. */}
      {valid && (
        <p className="mt-4 flex flex-wrap gap-3">
          <a
            href={bookHref}
            className="rounded-md bg-accent-500 px-4 py-2 font-bold text-gray-950 hover:bg-accent-600"
          >
            {text.book}
          </a>
          <a
            href={quoteHref}
            className="rounded-md border border-brand-700 px-4 py-2 font-bold text-brand-800 hover:bg-brand-50"
          >
            {text.quote}
          </a>
        </p>
      )}
    </div>
  );
}

/**
 * Several lines in words for the quote form's message: "My estimate:", one line each with its count
 * and the price the visitor saw (a line priced after a survey marked so), and the total before VAT,
 * so whoever answers reads the same figures. Empty for one line (its hidden fields say it all).
 */
function quoteSummary(
  inputs: readonly EstimateInput[],
  basket: Basket | null,
  text: EstimateText,
  locale: 'en' | 'ar',
): string {
  if (inputs.length < 2) return '';
  // The basket prices the lines the list can, in the order of the inputs.
  const priced = [...(basket?.lines ?? [])];
  const rows = inputs.map((input) => {
    const line = lineOfEstimate(input);
    const counted = `${line ? lineName(text.basket, line) : surveyLineName(text.basket, input)} × ${input.units}`;
    const price = line ? priced.shift() : undefined;
    return `- ${counted}: ${price ? rangeText(text, locale, price.low, price.high) : text.basket.afterSurvey}`;
  });
  // A total beside a line priced after a survey says that it leaves that line out.
  const label = inputs.some((i) => !lineOfEstimate(i)) ? text.quoteTotalPart : text.beforeVat;
  const total = basket ? [`${label}: ${rangeText(text, locale, basket.low, basket.high)}`] : [];
  return [text.quoteLines, ...rows, ...total].join('\n');
}

/** What to correct: in the line named when there are several, or the whole form's choice. */
function invalidText(
  text: EstimateText,
  invalid: { row: number; fix: EstimateFix } | null,
  several: boolean,
) {
  if (!invalid) return text.invalid;
  const problem = {
    service: text.invalid,
    unitType: text.invalidType,
    units: text.invalidUnits,
  }[invalid.fix];
  return several ? fill(text.invalidLine, { number: String(invalid.row), problem }) : problem;
}

/**
 * The result for a form's values (each field once per line) at these prices, computed where it
 * renders: on the server for the page, in the browser (EstimateCalculator) as the fields change.
 */
export function EstimateOf({
  values,
  prices,
  targets,
  ...shown
}: {
  values: Record<string, string | string[]>;
  prices: PriceItem[];
  targets: EstimateTargets;
  locale: 'en' | 'ar';
  text: EstimateText;
}) {
  const rows = estimateRows(values);
  const { inputs, valid, invalid } = estimateInputs(rows);
  const list = new Map(prices.map((p) => [p.id, p]));
  const lines = inputs.map(lineOfEstimate);
  // A line the list cannot price (a survey first) is listed apart; the others keep their prices.
  const priced = lines.filter((l): l is LineInput => l !== null);
  const surveyed = inputs.filter((_, i) => lines[i] === null);
  const basket = priced.length > 0 ? priceBasket(list, priced) : null;
  const result = inputs.length === 1 ? estimate(list, inputs[0]!) : null;
  return (
    <EstimateResult
      result={result}
      basket={basket}
      surveyed={surveyed}
      valid={valid}
      invalid={invalid}
      several={rows.length > 1}
      {...shown}
      {...estimateLinks(
        valid ? inputs : [],
        targets,
        valid ? quoteSummary(inputs, basket, shown.text, shown.locale) : '',
      )}
    />
  );
}
