import { MAX_AC_UNITS, MIN_AC_UNITS } from '@/lib/leads/model';
import { amcPlans, type Prices, type UnitType } from './price-list';
import { vatOf } from './money';
import { amcDiscount, DIAGNOSIS_ID, priceLine } from './basket';
import { isOneOf } from '@/lib/validation/one-of';

export { amcDiscount } from './basket';

// The instant estimate: number of units × unit type × service → a total range before and after VAT,
// from the price list. A "from" price is the lowest the job costs; what raises it is named with the
// range, and the range's top is the list price times the spread below, the highest we usually see.

export const estimateServices = [
  'cleaning',
  'deep-cleaning',
  'gas',
  'installation',
  // "Not cooling / something is wrong": a diagnosis visit at the list's fee.
  'diagnosis',
  ...amcPlans.map((p) => `amc-${p}` as const),
] as const;
export type EstimateService = (typeof estimateServices)[number];

/** What usually raises a "from" price, by service: the page names these under the range. */
export const estimateFactors: Record<string, readonly string[]> = {
  cleaning: ['access', 'condition'],
  'deep-cleaning': ['access', 'condition', 'mould'],
  gas: ['leak', 'refrigerantAmount'],
  installation: ['pipeRun', 'position', 'electrical'],
  amc: ['partsOutsidePlan'],
};

export const MIN_UNITS = MIN_AC_UNITS;
export const MAX_UNITS = MAX_AC_UNITS;

export interface EstimateInput {
  service: EstimateService;
  unitType: UnitType;
  units: number;
  /** For a gas top-up. */
  refrigerant?: 'r32' | 'r410a' | 'r22';
}

export interface Estimate {
  input: EstimateInput;
  /** The price-list entry the estimate is built on, and its amount (AED) at the time. */
  priceId: string;
  unitPrice: number;
  /** AMC volume discount in percent, 0 when none applies. */
  discountPercent: number;
  /** Totals in fils, before and after VAT; low = high for a fixed price. */
  low: number;
  high: number;
  lowWithVat: number;
  highWithVat: number;
  factors: readonly string[];
}

/** The price-list entry for a service and unit type, or null when it is quoted after a survey. */
export function priceIdFor(input: EstimateInput): string | null {
  const { service, unitType } = input;
  if (service === 'diagnosis') return DIAGNOSIS_ID;
  if (service.startsWith('amc-'))
    return unitType === 'split' || unitType === 'window' || unitType === 'cassette'
      ? `amc.${service.slice(4)}`
      : null;
  if (service === 'gas') return `gas.${input.refrigerant ?? 'r410a'}`;
  if (service === 'installation') {
    if (unitType === 'package') return null;
    return unitType === 'split' ? 'installation.split-2tr' : `installation.${unitType}`;
  }
  return `${service}.${unitType}`;
}

/**
 * The estimate, or null when the combination is quoted after a survey (a package unit's installation,
 * an AMC for ducted or package systems) or the price list lacks the entry.
 */
export function estimate(prices: Prices, input: EstimateInput): Estimate | null {
  if (!Number.isInteger(input.units) || input.units < MIN_UNITS || input.units > MAX_UNITS)
    return null;
  const priceId = priceIdFor(input);
  const item = priceId ? prices.get(priceId) : undefined;
  if (!priceId || !item) return null;
  const isAmc = input.service.startsWith('amc-');
  const discountPercent = isAmc ? amcDiscount(prices, input.units) : 0;
  // A diagnosis is one visit whatever the number of units.
  const count = input.service === 'diagnosis' ? 1 : input.units;
  const line = priceLine(prices, { priceId, unitType: input.unitType, count }, discountPercent);
  if (!line) return null;
  const { low, high } = line;
  return {
    input,
    priceId,
    unitPrice: item.amount,
    discountPercent,
    low,
    high,
    lowWithVat: low + vatOf(low),
    highWithVat: high + vatOf(high),
    factors: estimateFactors[isAmc ? 'amc' : input.service] ?? [],
  };
}

export const isAmcPlan = isOneOf(amcPlans);
