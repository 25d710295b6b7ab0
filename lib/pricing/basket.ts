import { MAX_AC_UNITS } from '@/lib/leads/model';
import { toFils, vatOf } from './money';
import { PRICE_LIST_VERSION, unitTypes, type Prices, type UnitType } from './price-list';

// The basket: what a customer chose, as lines of the price list (6 split units' deep cleaning and 1
// ducted unit's), from the estimate to the booking, its e-mails and the staff record. Pure: the
// browser, the pages and the server price the same lines the same way, and the server always prices
// them again from its own list: a line carries an item, a unit type and a count, never an amount.

/** A line as links and forms carry it: which item, for which unit type, how many. */
export interface LineInput {
  priceId: string;
  /** The AC unit type the line is for; null for an item that is not per unit (a diagnosis visit). */
  unitType: UnitType | null;
  count: number;
}

/** A line priced from the list: what the customer is shown, and what a request stores. */
export interface PricedLine extends LineInput {
  /** The list price of one unit (or visit) in fils, before any discount and VAT. */
  unitPriceFils: number;
  /** AMC volume discount in percent (the tier the basket's AMC units reach), 0 when none. */
  discountPercent: number;
  /** 'from': the range's top is the usual highest; 'fixed': low = high. */
  kind: 'fixed' | 'from';
  /** The line's total in fils before VAT: the list's price, and the usual highest. */
  low: number;
  high: number;
  listVersion: string;
}

export interface BasketTotals {
  low: number;
  high: number;
  /** VAT is worked out per line, to the fils, and added up. */
  vatLow: number;
  vatHigh: number;
  lowWithVat: number;
  highWithVat: number;
}

export interface Basket extends BasketTotals {
  lines: PricedLine[];
  listVersion: string;
}

/** At most this many lines in one basket (a villa, a floor of offices). */
export const MAX_LINES = 10;

/** The top of a range as a multiple of a "from" price, by the item's group. */
const spread: Record<string, number> = {
  cleaning: 1.3,
  'deep-cleaning': 1.3,
  gas: 1.6,
  installation: 1.5,
};

export const DIAGNOSIS_ID = 'visit.diagnosis';
const amcPlanIds = ['amc.basic', 'amc.standard', 'amc.comprehensive'];
const amcUnitTypes: readonly UnitType[] = ['split', 'window', 'cassette'];

const groupOf = (priceId: string) => priceId.split('.')[0] ?? '';
export const isAmcLine = (priceId: string) => amcPlanIds.includes(priceId);

/**
 * The unit types an item may be booked for, [] for an item that is not per unit (the diagnosis visit),
 * or null for an item a basket cannot hold (a repair is priced after the diagnosis; a tier is no item).
 */
export function unitTypesOf(priceId: string): readonly UnitType[] | null {
  if (priceId === DIAGNOSIS_ID) return [];
  const [group, rest = ''] = priceId.split('.');
  if ((group === 'cleaning' || group === 'deep-cleaning') && isUnitType(rest)) return [rest];
  if (group === 'gas') return unitTypes;
  if (group === 'installation') {
    if (rest === 'split-2tr' || rest === 'split-3tr') return ['split'];
    return isUnitType(rest) && rest !== 'package' && rest !== 'split' ? [rest] : null;
  }
  if (isAmcLine(priceId)) return amcUnitTypes;
  return null;
}

const isUnitType = (v: string): v is UnitType => (unitTypes as readonly string[]).includes(v);

/** The same line in canonical form, or null when the list has no such item or unit type for it. */
export function checkLine(prices: Prices, line: LineInput): LineInput | null {
  const types = unitTypesOf(line.priceId);
  if (!types || !prices.has(line.priceId)) return null;
  if (!Number.isInteger(line.count) || line.count < 1 || line.count > MAX_AC_UNITS) return null;
  if (types.length === 0) return { priceId: line.priceId, unitType: null, count: 1 };
  // An item for one unit type names it; a link that left it out still means that type.
  const unitType = line.unitType ?? (types.length === 1 ? types[0]! : null);
  if (!unitType || !types.includes(unitType)) return null;
  return { priceId: line.priceId, unitType, count: line.count };
}

/** The AMC volume discount for a contract of `units` units (the highest tier reached). */
export function amcDiscount(prices: Prices, units: number): number {
  let best = 0;
  for (const item of prices.values())
    if (item.kind === 'percent' && item.minUnits !== undefined && units >= item.minUnits)
      best = Math.max(best, item.amount);
  return best;
}

/** A unit's price in fils after a line's discount, rounded to the fils before any count multiplies it. */
export const discountedUnitFils = (line: { unitPriceFils: number; discountPercent: number }) =>
  Math.round(line.unitPriceFils * (1 - line.discountPercent / 100));

/** One checked line at these prices, with the discount the basket's AMC units reach. */
export function priceLine(
  prices: Prices,
  line: LineInput,
  discountPercent = 0,
  listVersion = PRICE_LIST_VERSION,
): PricedLine | null {
  const item = prices.get(line.priceId);
  if (!item || item.kind === 'percent') return null;
  const unitPriceFils = toFils(item.amount);
  const low = discountedUnitFils({ unitPriceFils, discountPercent }) * line.count;
  const high = item.kind === 'from' ? Math.round(low * (spread[groupOf(line.priceId)] ?? 1)) : low;
  return { ...line, unitPriceFils, discountPercent, kind: item.kind, low, high, listVersion };
}

/** The totals of priced lines (stored ones too: what the customer saw is added up the same way). */
export function basketTotals(lines: readonly Pick<PricedLine, 'low' | 'high'>[]): BasketTotals {
  const sum = (f: (l: Pick<PricedLine, 'low' | 'high'>) => number) =>
    lines.reduce((total, l) => total + f(l), 0);
  const low = sum((l) => l.low);
  const high = sum((l) => l.high);
  const vatLow = sum((l) => vatOf(l.low));
  const vatHigh = sum((l) => vatOf(l.high));
  return { low, high, vatLow, vatHigh, lowWithVat: low + vatLow, highWithVat: high + vatHigh };
}

/**
 * The basket priced from the server's (or the page's) list, or null when any line is unknown or out
 * of range, or there is none: a forged line is refused, never priced as something else. Two lines of
 * the same item and unit type are one line.
 */
export function priceBasket(prices: Prices, input: readonly LineInput[]): Basket | null {
  if (input.length === 0 || input.length > MAX_LINES) return null;
  const merged: LineInput[] = [];
  for (const raw of input) {
    const line = checkLine(prices, raw);
    if (!line) return null;
    const same = merged.find((m) => m.priceId === line.priceId && m.unitType === line.unitType);
    if (same) same.count = Math.min(same.count + line.count, MAX_AC_UNITS);
    else merged.push({ ...line });
  }
  const amcUnits = merged.filter((l) => isAmcLine(l.priceId)).reduce((n, l) => n + l.count, 0);
  const discount = amcDiscount(prices, amcUnits);
  const lines = merged.map((l) => priceLine(prices, l, isAmcLine(l.priceId) ? discount : 0));
  if (lines.some((l) => l === null)) return null;
  const priced = lines as PricedLine[];
  return { lines: priced, listVersion: PRICE_LIST_VERSION, ...basketTotals(priced) };
}

/** How many AC units the basket is about (what the booking's "AC units" field says). */
export const basketUnits = (lines: readonly LineInput[]) =>
  lines.reduce((n, l) => n + (l.unitType ? l.count : 0), 0);

// ---- Lines in links and forms: one field, `lines=deep-cleaning.split:split:6,deep-cleaning.ducted:ducted:1`.
// One field, not a repeated one, so a query string, a hidden field and a post all carry it alike. ----

export const LINES_FIELD = 'lines';

/** "deep-cleaning.split:split:6"; "visit.diagnosis::1" for an item not per unit. */
export const lineToken = (line: LineInput) =>
  `${line.priceId}:${line.unitType ?? ''}:${line.count}`;

/** The field's value for these lines. */
export const linesValue = (lines: readonly LineInput[]) => lines.map(lineToken).join(',');

/** A token read back; null when it is not of that shape (the basket then refuses it). */
export function lineFromToken(token: string): LineInput | null {
  const match = /^([a-z0-9.-]{1,60}):([a-z]{0,20}):(\d{1,3})$/.exec(token.trim());
  if (!match) return null;
  const [, priceId, type, count] = match;
  if (type && !isUnitType(type)) return null;
  return { priceId: priceId!, unitType: type ? (type as UnitType) : null, count: Number(count) };
}

/**
 * The lines a query string or a post carries (the first value when the field came twice). `ok` is
 * false when any is unreadable: a page then shows the basket without it, a submission is refused.
 */
export function linesFrom(value: unknown): { lines: LineInput[]; ok: boolean } {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || text.trim() === '')
    return { lines: [], ok: text === undefined || typeof text === 'string' };
  const tokens = text
    .slice(0, 1000)
    .split(',')
    .filter((t) => t.trim() !== '');
  const lines = tokens.map(lineFromToken).filter((l): l is LineInput => l !== null);
  return {
    lines: lines.slice(0, MAX_LINES),
    ok: lines.length === tokens.length && lines.length <= MAX_LINES,
  };
}
