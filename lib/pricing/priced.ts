import type { Locale } from '@/lib/i18n/routing';
import { fillPricesDeep, hasPriceTokens } from './price-text';
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
