// The company's price list, version-controlled: the seed of the database's price table (lib/pricing/
// store.ts), and what pages show when the database cannot be read (at build time). Amounts are AED
// before VAT; staff change them in the staff area, and a page shows the database's value within a
// minute. Change this file only with a new PRICE_LIST_VERSION: the seed never overwrites a price staff
// have set.

export const PRICE_LIST_VERSION = '2026-11';

/** UAE VAT, added on top of every price (Federal Decree-Law No. 8 of 2017). */
export const VAT_RATE = 0.05;

export const unitTypes = ['split', 'window', 'cassette', 'ducted', 'package'] as const;
export type UnitType = (typeof unitTypes)[number];
export const refrigerants = ['r32', 'r410a', 'r22'] as const;
export const amcPlans = ['basic', 'standard', 'comprehensive'] as const;
export type AmcPlan = (typeof amcPlans)[number];

/**
 * fixed: the price; from: the lowest price, which the listed factors raise; percent: an AMC volume
 * discount for contracts of at least `minUnits` units.
 */
export type PriceKind = 'fixed' | 'from' | 'percent';
export type PriceUnit = 'visit' | 'unit' | 'unit-year' | 'job' | 'hour' | 'percent';

export interface PriceItem {
  id: string;
  kind: PriceKind;
  /** AED before VAT (or the percentage for kind 'percent'). */
  amount: number;
  unit: PriceUnit;
  /** For AMC volume tiers: the contract size from which the discount applies. */
  minUnits?: number;
}

const perUnit = (group: string, amounts: Record<UnitType, number>): PriceItem[] =>
  Object.entries(amounts).map(([type, amount]) => ({
    id: `${group}.${type}`,
    kind: 'from',
    amount,
    unit: 'unit',
  }));

export const priceList: readonly PriceItem[] = [
  // A technician's visit to find the fault; waived when the visitor goes ahead with the repair.
  { id: 'visit.diagnosis', kind: 'fixed', amount: 150, unit: 'visit' },
  { id: 'visit.handyman-hour', kind: 'fixed', amount: 150, unit: 'hour' },
  ...perUnit('cleaning', { split: 150, window: 120, cassette: 200, ducted: 350, package: 600 }),
  ...perUnit('deep-cleaning', {
    split: 250,
    window: 200,
    cassette: 350,
    ducted: 550,
    package: 900,
  }),
  { id: 'duct-cleaning.villa', kind: 'from', amount: 1500, unit: 'job' },
  { id: 'gas.r32', kind: 'from', amount: 250, unit: 'unit' },
  { id: 'gas.r410a', kind: 'from', amount: 300, unit: 'unit' },
  { id: 'gas.r22', kind: 'from', amount: 450, unit: 'unit' },
  // Installation labour per unit by capacity; the unit itself is quoted at the supplier's price.
  { id: 'installation.split-2tr', kind: 'from', amount: 450, unit: 'unit' },
  { id: 'installation.split-3tr', kind: 'from', amount: 600, unit: 'unit' },
  { id: 'installation.window', kind: 'from', amount: 300, unit: 'unit' },
  { id: 'installation.cassette', kind: 'from', amount: 900, unit: 'unit' },
  { id: 'installation.ducted', kind: 'from', amount: 2500, unit: 'unit' },
  { id: 'repair.capacitor', kind: 'from', amount: 250, unit: 'job' },
  { id: 'repair.leak', kind: 'from', amount: 350, unit: 'job' },
  { id: 'repair.fan-motor', kind: 'from', amount: 450, unit: 'job' },
  { id: 'repair.pcb', kind: 'from', amount: 700, unit: 'job' },
  { id: 'repair.compressor', kind: 'from', amount: 1800, unit: 'job' },
  { id: 'amc.basic', kind: 'fixed', amount: 300, unit: 'unit-year' },
  { id: 'amc.standard', kind: 'fixed', amount: 450, unit: 'unit-year' },
  { id: 'amc.comprehensive', kind: 'fixed', amount: 700, unit: 'unit-year' },
  // Minor parts an AMC covers, each up to this amount (capacitors, contactors, thermostats).
  { id: 'amc.minor-parts-cap', kind: 'fixed', amount: 250, unit: 'job' },
  // Volume tiers: a building's AMC costs less per unit. 10+, 25+ and 50+ units.
  { id: 'amc.tier-10', kind: 'percent', amount: 10, unit: 'percent', minUnits: 10 },
  { id: 'amc.tier-25', kind: 'percent', amount: 15, unit: 'percent', minUnits: 25 },
  { id: 'amc.tier-50', kind: 'percent', amount: 20, unit: 'percent', minUnits: 50 },
  { id: 'painting.apartment-1br', kind: 'from', amount: 1400, unit: 'job' },
  { id: 'painting.villa-3br', kind: 'from', amount: 7500, unit: 'job' },
];

export type PriceId = string;
export type Prices = ReadonlyMap<PriceId, PriceItem>;

export const listPrices = (): Prices => new Map(priceList.map((p) => [p.id, p]));
