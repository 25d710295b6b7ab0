import { MAX_UNITS, MIN_UNITS, priceIdFor } from './estimate';
import { toFils, vatOf } from './money';
import { amcPlans, type AmcPlan, type Prices, type UnitType } from './price-list';
import { westernDigits } from '@/lib/validation/digits';
import { isOneOf } from '@/lib/validation/one-of';

// The AMC sign-up's annual total for the units typed, as the visitor types them. The browser computes it
// from the few prices the server rendered into the page (an AmcPriceSheet); the server never trusts it
// and recomputes the stored total with estimate() from its own prices. The arithmetic is the same
// (a test in amc-total.test.ts holds them equal): the discounted unit price is rounded to the fils
// before it is multiplied by the units, and VAT is rounded once, on the year's total.

/** What the total needs of the price list: each plan's list price and the volume tiers, in fils/percent. */
export interface AmcPriceSheet {
  /** The plan's list price per unit a year, in fils. */
  plans: Partial<Record<AmcPlan, number>>;
  /** The volume discounts, smallest contract first: `percent` off every unit from `minUnits` units. */
  tiers: { minUnits: number; percent: number }[];
}

/** The sheet of the prices in force: small and plain, so a page can hand it to the browser. */
export function amcPriceSheet(prices: Prices): AmcPriceSheet {
  const plans: AmcPriceSheet['plans'] = {};
  for (const plan of amcPlans) {
    const item = prices.get(`amc.${plan}`);
    if (item) plans[plan] = toFils(item.amount);
  }
  const tiers = [...prices.values()]
    .filter((p) => p.kind === 'percent' && p.minUnits !== undefined)
    .map((p) => ({ minUnits: p.minUnits!, percent: p.amount }))
    .sort((a, b) => a.minUnits - b.minUnits);
  return { plans, tiers };
}

/** The units as typed, by the sign-up's rule (lib/amc/schema.ts): a whole number in the limits, else null. */
export function unitsTyped(raw: string | undefined): number | null {
  const text = westernDigits(raw ?? '').trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const units = Number(text);
  return units >= MIN_UNITS && units <= MAX_UNITS ? units : null;
}

export interface AmcTotalLine {
  kind: 'total';
  plan: AmcPlan;
  units: number;
  /** The plan's list price per unit a year, in fils. */
  listUnit: number;
  /** The volume tier reached (its percent and threshold), or null below the first tier. */
  tier: { minUnits: number; percent: number } | null;
  /** Per unit a year after the discount, rounded to the fils. */
  unit: number;
  /** The year's total before VAT, the VAT and the total with it, in fils. */
  total: number;
  vat: number;
  totalWithVat: number;
}

/** A total; 'survey' for units priced after a survey (ducted, package); 'incomplete' until plan and units are valid. */
export type AmcTotal = AmcTotalLine | { kind: 'survey' } | { kind: 'incomplete' };

const isPlan = isOneOf(amcPlans);
/** Whether the estimate prices this plan for this unit type (not ducted or package: a survey first). */
const isPriced = (plan: AmcPlan, unitType: string | undefined) =>
  priceIdFor({ service: `amc-${plan}`, unitType: unitType as UnitType, units: 1 }) !== null;

/** The annual total for a plan, a unit type and the units as typed (strings, straight from the form). */
export function amcTotal(
  sheet: AmcPriceSheet,
  typed: { plan?: string; unitType?: string; units?: string },
): AmcTotal {
  const units = unitsTyped(typed.units);
  const listUnit = isPlan(typed.plan) ? sheet.plans[typed.plan] : undefined;
  if (!isPlan(typed.plan) || listUnit === undefined || units === null || !typed.unitType)
    return { kind: 'incomplete' };
  if (!isPriced(typed.plan, typed.unitType)) return { kind: 'survey' };
  const tier = sheet.tiers.reduce<AmcTotalLine['tier']>(
    (best, t) => (units >= t.minUnits && t.percent > (best?.percent ?? 0) ? t : best),
    null,
  );
  const unit = Math.round(listUnit * (1 - (tier?.percent ?? 0) / 100));
  const total = unit * units;
  const vat = vatOf(total);
  return {
    kind: 'total',
    plan: typed.plan,
    units,
    listUnit,
    tier,
    unit,
    total,
    vat,
    totalWithVat: total + vat,
  };
}
