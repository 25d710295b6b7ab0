import { formatAed, toFils } from './money';
import { listPrices, type PriceItem, type Prices } from './price-list';

// Copy never writes an amount: it names the list entry, `{{price:deep-cleaning.split}}`, and the page
// writes the list's amount in its language (formatAed: "AED 250", «250 درهمًا»). A staff change to the
// list then shows on every sentence that states that price, and the two languages cannot disagree.

export const priceTokenPattern = /\{\{price:([^{}]*)\}\}/g;

export class UnknownPriceError extends Error {
  constructor(readonly priceId: string) {
    super(`Copy names a price that is not in the price list: {{price:${priceId}}}`);
    this.name = 'UnknownPriceError';
  }
}

/** The ids a text names, in order. */
export const priceTokenIds = (text: string): string[] =>
  [...text.matchAll(priceTokenPattern)].map((m) => m[1]!);

/** One entry as copy states it: "AED 1,500" / «1,500 درهم», or "10%" for an AMC volume discount. */
export const priceText = (item: PriceItem, locale: 'en' | 'ar') =>
  item.kind === 'percent' ? `${item.amount}%` : formatAed(toFils(item.amount), locale);

/** The text with each price token replaced by its amount; an id the list lacks throws. */
export function fillPrices(text: string, prices: Prices, locale: 'en' | 'ar'): string {
  return text.replace(priceTokenPattern, (_, id: string) => {
    const item = prices.get(id);
    if (!item) throw new UnknownPriceError(id);
    return priceText(item, locale);
  });
}

/** Whether any string in a value (copy object, array, text) names a price. */
export function hasPriceTokens(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('{{price:');
  if (Array.isArray(value)) return value.some(hasPriceTokens);
  if (value && typeof value === 'object') return Object.values(value).some(hasPriceTokens);
  return false;
}

/** Every string of a value filled (a page's copy, an article, a table). */
export function fillPricesDeep<T>(value: T, prices: Prices, locale: 'en' | 'ar'): T {
  if (typeof value === 'string') return fillPrices(value, prices, locale) as T;
  if (Array.isArray(value)) return value.map((v) => fillPricesDeep(v, prices, locale)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fillPricesDeep(v, prices, locale)]),
    ) as T;
  return value;
}

/**
 * Copy as the versioned list renders it, for the checks that measure copy (title and description
 * lengths): a page shows amounts, not tokens, so the rendered text is what must fit.
 */
export const asListed = <T>(value: T, locale: string): T =>
  fillPricesDeep(value, listPrices(), locale === 'ar' ? 'ar' : 'en');
