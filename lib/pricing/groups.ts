import type { PriceItem } from './price-list';

// The price list as pages show it: in groups a visitor recognises, in the order of the versioned
// file. Shared by the public price page and the staff editor so both list the same things.

export const priceGroups = [
  'visit',
  'cleaning',
  'deep-cleaning',
  'gas',
  'installation',
  'repair',
  'amc',
  'painting',
] as const;
export type PriceGroup = (typeof priceGroups)[number];

/** The group of an entry: its id's first part (a villa's duct cleaning goes with deep cleaning). */
export function groupOf(id: string): PriceGroup | null {
  const first = id.split('.')[0];
  if (first === 'duct-cleaning') return 'deep-cleaning';
  return (priceGroups as readonly string[]).includes(first ?? '') ? (first as PriceGroup) : null;
}

export function groupPrices(
  items: Iterable<PriceItem>,
): { group: PriceGroup; items: PriceItem[] }[] {
  const all = [...items];
  return priceGroups.map((group) => ({
    group,
    items: all.filter((item) => groupOf(item.id) === group),
  }));
}
