import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { ServerText } from '@/lib/i18n/server-text';
import { amcPlanList, EXAMPLE_BUILDING_UNITS, type AmcPlanFacts } from '@/lib/pricing/amc-plans';
import { estimate } from '@/lib/pricing/estimate';
import { formatAed, toFils } from '@/lib/pricing/money';
import type { AmcPlan, Prices } from '@/lib/pricing/price-list';

// The plans page's words and amounts, worked out on the server from the plan facts and the prices in
// force: every amount through formatAed, so both languages write money the same way everywhere.

export const compareRows = [
  'price',
  'visits',
  'response',
  'callOuts',
  'gas',
  'parts',
  'coilWash',
  'weekend',
] as const;
export type CompareRow = (typeof compareRows)[number];

export interface PlanColumn {
  plan: AmcPlan;
  name: string;
  for: string;
  cells: Record<CompareRow, string>;
}

const price = (prices: Prices, id: string) => prices.get(id)?.amount ?? 0;

function cellsOf(t: ServerText, f: AmcPlanFacts, prices: Prices, locale: Locale) {
  const v = 'amcPlans.compare.values';
  const response = f.emergency247 ? 'allHours' : f.callOuts === 'labour' ? 'working' : 'emergency';
  return {
    price: t(`${v}.perUnitYear`, {
      amount: formatAed(toFils(price(prices, `amc.${f.plan}`)), locale),
    }),
    visits: t(`${v}.visits`, { count: f.visitsPerYear }),
    response: t(`${v}.response.${response}`, { hours: f.responseHours }),
    callOuts: t(`${v}.callOuts.${f.callOuts}`),
    gas: t(`${v}.gas.${f.gasTopUps > 0 ? 'included' : 'charged'}`),
    parts: t(`${v}.parts.${f.parts}`, {
      cap: formatAed(toFils(price(prices, 'amc.minor-parts-cap')), locale),
    }),
    coilWash: t(`${v}.coilWash.${f.coilWashesPerYear > 0 ? 'included' : 'charged'}`),
    weekend: t(`${v}.weekend.${f.weekendEmergencies ? 'yes' : 'no'}`),
  } satisfies Record<CompareRow, string>;
}

export function planColumns(t: ServerText, prices: Prices, locale: Locale): PlanColumn[] {
  return amcPlanList.map((f) => ({
    plan: f.plan,
    name: t(`amcPlans.plans.${f.plan}.name`),
    for: t(`amcPlans.plans.${f.plan}.for`),
    cells: cellsOf(t, f, prices, locale),
  }));
}

/** The volume tiers in force, smallest first: "10+ units: 10% off every unit". */
export function tierLines(t: ServerText, prices: Prices) {
  return [...prices.values()]
    .filter((p) => p.kind === 'percent' && p.id.startsWith('amc.tier-') && p.minUnits)
    .sort((a, b) => a.minUnits! - b.minUnits!)
    .map((p) => t('amcPlans.tiers.tier', { units: p.minUnits!, percent: p.amount }));
}

/** What the example building pays a year on each plan, by estimate() like the sign-up. */
export function buildingExample(prices: Prices, locale: Locale, units = EXAMPLE_BUILDING_UNITS) {
  const rows = amcPlanList.flatMap((f) => {
    const e = estimate(prices, { service: `amc-${f.plan}`, unitType: 'split', units });
    return e
      ? [
          {
            plan: f.plan,
            perUnit: formatAed(e.low / units, locale),
            total: formatAed(e.low, locale),
            totalWithVat: formatAed(e.lowWithVat, locale),
            discountPercent: e.discountPercent,
          },
        ]
      : [];
  });
  return { units, percent: rows[0]?.discountPercent ?? 0, rows };
}

export { monthLabel } from './month';
