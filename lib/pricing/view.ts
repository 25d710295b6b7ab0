import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';
import { planValues } from '@/lib/amc/plan-name';
import { formatAed, toFils, vatOf } from './money';
import type { PriceItem } from './price-list';

// How a price reads on a page, in either language whatever the page's own: the public price list and
// the staff preview (which shows both languages side by side) write it the same way. Amounts go
// through formatAed, so the Arabic dirham's number agreement holds everywhere.

/** A limit of cover (amc.minor-parts-cap), not a price anyone pays. */
export const isCap = (item: Pick<PriceItem, 'id'>) => item.id.endsWith('-cap');

export function priceWords(locale: Locale) {
  const t = serverText(locale);
  const percent = (value: number) => t('prices.percent', { value: String(value) });
  const words = {
    /** The entry's name (a plan's from its one key), or its id for an entry without a name yet. */
    name: (id: string) => t.maybe(`prices.items.${id}`, planValues(t, id)) ?? id,
    /**
     * "per visit", "per unit"…; "per job" («للإصلاح الواحد») only for a repair and the AMC parts cap:
     * a painted flat or a villa's ducts is one job by its name already.
     */
    unit: (item: PriceItem) =>
      item.unit === 'job' && !/^(?:repair|amc)\./.test(item.id)
        ? ''
        : (t.maybe(`prices.units.${item.unit}`) ?? ''),
    from: (item: PriceItem) => (item.kind === 'from' ? t('prices.from') : ''),
    /** "AED 150" / «150 درهمًا», or "10%" for a volume discount. */
    amount: (item: PriceItem) =>
      item.kind === 'percent' ? percent(item.amount) : formatAed(toFils(item.amount), locale),
    /**
     * The amount with 5 % VAT; empty for a discount, which has no VAT of its own, and for a cap (the
     * AMC's minor-parts limit per job), which bounds what a plan pays for and is never charged.
     */
    withVat: (item: PriceItem) => {
      if (item.kind === 'percent') return '';
      if (isCap(item)) return t('prices.capNoVat');
      const fils = toFils(item.amount);
      return formatAed(fils + vatOf(fils), locale);
    },
    /** The whole price as a sentence part: "from AED 150 per unit". */
    full: (item: PriceItem) =>
      [words.from(item), words.amount(item), words.unit(item)].filter(Boolean).join(' '),
  };
  return words;
}
