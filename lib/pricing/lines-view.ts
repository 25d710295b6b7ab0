import type { PricedLine } from './basket';
import { basketTotals, discountedUnitFils } from './basket';
import { estimateOfLine } from './estimate-input';
import { formatAed } from './money';

// A basket in words, one way for every place that repeats it: the estimate, the booking flow, the
// private page, the staff record (LinesTable) and the e-mail, the .ics file and the CSV (linesText).
// Pure and given its words: the browser renders the estimate's lines with the same function.

/** The words a basket is told with, in one language (lib/pricing/basket-text.ts reads them). */
export interface BasketText {
  /** By estimate service (estimate.services), price item (prices.items) and unit type. */
  services: Record<string, string>;
  items: Record<string, string>;
  unitTypes: Record<string, string>;
  /** Templates with {service} {item} {unitType} {amount} {low} {high} {percent} left to fill. */
  lineName: string;
  lineNameUnit: string;
  from: string;
  range: string;
  discount: string;
  /** A line the list has no price for (a package unit's installation): it is priced after a survey. */
  afterSurvey: string;
  heading: string;
  columns: { item: string; count: string; unitPrice: string; total: string };
  beforeVat: string;
  vat: string;
  withVat: string;
}

export interface LinesView {
  rows: { key: string; name: string; count: string; unitPrice: string; total: string }[];
  beforeVat: string;
  vat: string;
  withVat: string;
}

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );

/** "AC deep cleaning: Split unit"; "Gas top-up: R410A gas, Split unit" (the unit type when the item is not one's). */
export function lineName(text: BasketText, line: Pick<PricedLine, 'priceId' | 'unitType'>) {
  const estimate = estimateOfLine({ ...line, count: 1 });
  const service = estimate ? (text.services[estimate.service] ?? '') : '';
  const item = text.items[line.priceId] ?? line.priceId;
  if (!service || estimate?.service === 'diagnosis') return service || item;
  // An AMC line's service names its plan already: the line adds only the unit type.
  if (line.priceId.startsWith('amc.'))
    return line.unitType
      ? fill(text.lineName, { service, item: text.unitTypes[line.unitType] ?? '' })
      : service;
  // Cleaning and installation items name their unit type already.
  const named = /^(cleaning|deep-cleaning|installation)\./.test(line.priceId);
  return line.unitType && !named
    ? fill(text.lineNameUnit, { service, item, unitType: text.unitTypes[line.unitType] ?? '' })
    : fill(text.lineName, { service, item });
}

/**
 * A line the estimate cannot price (its service for a unit type the list prices after a survey), named
 * like a priced line: "AC installation (labour): Package unit".
 */
export const surveyLineName = (text: BasketText, line: { service: string; unitType: string }) =>
  fill(text.lineName, {
    service: text.services[line.service] ?? line.service,
    item: text.unitTypes[line.unitType] ?? line.unitType,
  });

/** The lines and their totals (VAT per line, added up) as they read in `locale`. */
export function linesView(
  lines: readonly PricedLine[],
  text: BasketText,
  locale: 'en' | 'ar',
): LinesView {
  const aed = (fils: number) => formatAed(fils, locale);
  const range = (low: number, high: number) =>
    low === high ? aed(low) : fill(text.range, { low: aed(low), high: aed(high) });
  const totals = basketTotals(lines);
  return {
    rows: lines.map((l) => ({
      key: `${l.priceId}:${l.unitType ?? ''}`,
      name:
        lineName(text, l) +
        (l.discountPercent > 0 ? ` (${fill(text.discount, { percent: l.discountPercent })})` : ''),
      count: String(l.count),
      // The price one unit costs on this line, after its volume discount, so count × unit price is the
      // line's total (the name says the discount).
      unitPrice:
        l.kind === 'from'
          ? fill(text.from, { amount: aed(discountedUnitFils(l)) })
          : aed(discountedUnitFils(l)),
      total: range(l.low, l.high),
    })),
    beforeVat: range(totals.low, totals.high),
    vat: range(totals.vatLow, totals.vatHigh),
    withVat: range(totals.lowWithVat, totals.highWithVat),
  };
}

/** The lines as plain text (an e-mail, the .ics description, a CSV cell): one line each, then the totals. */
export function linesText(
  lines: readonly PricedLine[],
  text: BasketText,
  locale: 'en' | 'ar',
): string {
  if (!lines.length) return '';
  const view = linesView(lines, text, locale);
  return [
    // Arabic names the quantity after the item, as a receipt does: «3 × …» before it reads as a
    // formula, and «(الكمية: 3): …» stacked a second colon on the line. «…، مكيف سبليت × 3: …»
    ...view.rows.map((r) =>
      locale === 'ar' ? `${r.name} × ${r.count}: ${r.total}` : `${r.count} × ${r.name}: ${r.total}`,
    ),
    `${text.beforeVat}: ${view.beforeVat}`,
    `${text.vat}: ${view.vat}`,
    `${text.withVat}: ${view.withVat}`,
  ].join('\n');
}
