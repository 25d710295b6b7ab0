import type { Locale } from '@/lib/i18n/routing';
import type { PriceItem } from './price-list';
import { fillPricesDeep, hasPriceTokens, priceTokenIds } from './price-text';
import { getPrices } from './store';

/**
 * Copy as a page shows it, with the price list's amounts in place of its tokens. Only copy that names
 * a price reads the list, so only those pages take the list's cache tag and its one-minute lifetime;
 * the rest stay static.
 */
export async function priced<T>(locale: Locale, value: T): Promise<T> {
  if (!hasPriceTokens(value)) return value;
  return fillPricesDeep(value, await getPrices(), locale);
}

/** The list entries a copy value names, as the list holds them now (for Offer structured data). */
export async function statedPrices(value: unknown): Promise<PriceItem[]> {
  const ids = [...new Set(priceTokenIds(JSON.stringify(value)))];
  if (!ids.length) return [];
  const prices = await getPrices();
  return ids.flatMap((id) => prices.get(id) ?? []);
}
