import * as clock from '@/lib/clock';
import { amcPlans, type AmcPlan } from './price-list';

// What each AMC plan includes, as data: the plans page's comparison, its sign-up recap and the unit
// tests read it, so the page cannot drift from the AMC copy (messages/*/subservice/air-conditioning/
// amc.json and the AMC comparison resource), which says the same in prose. Prices are not here: they
// come from the price list (amc.<plan>, amc.minor-parts-cap, amc.tier-*).

/** Which parts a plan pays for: none, minor parts up to amc.minor-parts-cap each, or all of them. */
export type PartsCover = 'charged' | 'minor' | 'all';

export interface AmcPlanFacts {
  plan: AmcPlan;
  /** Preventive visits a year. */
  visitsPerYear: number;
  /** Full deep cleans a year (unit dismantled, coil chemical wash). */
  coilWashesPerYear: number;
  /** Hours from the logged call to a technician on site. */
  responseHours: number;
  /** Emergencies answered round the clock, and on Fridays and Saturdays. */
  emergency247: boolean;
  weekendEmergencies: boolean;
  /** Breakdown call-outs: labour only (parts and gas charged) or unlimited. */
  callOuts: 'labour' | 'unlimited';
  /** Gas top-ups included per unit a year. */
  gasTopUps: number;
  parts: PartsCover;
  /** The compressor (a major part) is covered. */
  compressor: boolean;
}

export const amcPlanFacts: Record<AmcPlan, AmcPlanFacts> = {
  basic: {
    plan: 'basic',
    visitsPerYear: 3,
    coilWashesPerYear: 0,
    responseHours: 24,
    emergency247: false,
    weekendEmergencies: false,
    callOuts: 'labour',
    gasTopUps: 0,
    parts: 'charged',
    compressor: false,
  },
  standard: {
    plan: 'standard',
    visitsPerYear: 4,
    coilWashesPerYear: 0,
    responseHours: 6,
    emergency247: false,
    weekendEmergencies: false,
    callOuts: 'unlimited',
    gasTopUps: 1,
    parts: 'minor',
    compressor: false,
  },
  comprehensive: {
    plan: 'comprehensive',
    visitsPerYear: 4,
    coilWashesPerYear: 1,
    responseHours: 4,
    emergency247: true,
    weekendEmergencies: true,
    callOuts: 'unlimited',
    gasTopUps: 1,
    parts: 'all',
    compressor: true,
  },
};

export const amcPlanList = amcPlans.map((p) => amcPlanFacts[p]);

/** Unit types an AMC has a list price for; ducted and package systems are priced after a survey. */
export const amcPricedUnitTypes = ['split', 'window', 'cassette'] as const;

/** The example building on the plans page: 40 units, in the 25+ tier. */
export const EXAMPLE_BUILDING_UNITS = 40;

/** The months a contract can start: this month's next 12 (YYYY-MM), in Dubai's calendar. */
export function startMonths(now = clock.now(), count = 12): string[] {
  const dubai = new Date(now.getTime() + 4 * 3_600_000);
  const y = dubai.getUTCFullYear();
  const m = dubai.getUTCMonth();
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m + 1 + i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}
