import { amcPriceSheet, amcTotal } from '@/lib/pricing/amc-total';
import { vatOf } from '@/lib/pricing/money';
import {
  amcPlans,
  unitTypes,
  type AmcPlan,
  type Prices,
  type UnitType,
} from '@/lib/pricing/price-list';
import { MAX_UNITS } from '@/lib/pricing/estimate';
import { westernDigits } from '@/lib/validation/digits';

// An AMC contract as plain data (no database): what staff offer from an AMC request (plan, units,
// start, instalments), its price worked out by the server from the price list (the same arithmetic as
// the sign-up's total, lib/pricing/amc-total.ts, volume tiers included), and its instalment schedule.

export const instalmentPlans = ['yearly', 'quarterly'] as const;
export type InstalmentPlan = (typeof instalmentPlans)[number];
/** 'offered' until the customer accepts it on the private page; an accepted contract never changes. */
export const contractStatuses = ['offered', 'accepted'] as const;
export type ContractStatus = (typeof contractStatuses)[number];

export interface ContractTerms {
  plan: AmcPlan;
  unitType: UnitType;
  units: number;
  /** The first day of the contract year, YYYY-MM-DD (the UAE calendar). */
  startDate: string;
  instalments: InstalmentPlan;
}

export interface ContractPrice {
  /** The plan's list price per unit a year, and after the volume discount, in fils. */
  listUnitFils: number;
  unitFils: number;
  discountPercent: number;
  /** The year's total before VAT, its VAT (the instalments' VAT added up) and the two together. */
  totalFils: number;
  vatFils: number;
  totalWithVatFils: number;
}

export interface Instalment {
  /** 1 for the first. */
  number: number;
  /** The period it pays for, first and last day, YYYY-MM-DD. */
  from: string;
  to: string;
  netFils: number;
  vatFils: number;
  totalFils: number;
}

export type OfferError = 'plan' | 'unitType' | 'units' | 'startDate' | 'instalments' | 'survey';

const periodsOf = (plan: InstalmentPlan) => (plan === 'yearly' ? 1 : 4);

/**
 * The year's net total split into instalments: yearly is one, quarterly four equal ones to the fils
 * with the remainder (at most 3 fils) on the first, so they add up to the year exactly.
 */
export function splitInstalments(totalFils: number, plan: InstalmentPlan): number[] {
  const periods = periodsOf(plan);
  const each = Math.floor(totalFils / periods);
  return Array.from({ length: periods }, (_, i) =>
    i === 0 ? totalFils - each * (periods - 1) : each,
  );
}

/** A date `months` later, YYYY-MM-DD; a day the month lacks becomes its last (31 Jan + 1 = 28 Feb). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

const dayBefore = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** The last day of the contract year that starts on `startDate`. */
export const contractEnd = (startDate: string) => dayBefore(addMonths(startDate, 12));

/** The longest company name an accepted contract's invoice carries (the form's maxLength too). */
export const COMPANY_NAME_LENGTH = 120;

/** The latest day a contract offered today may start: a year ahead (the form's `max` says the same). */
export const latestContractStart = (today: string) => addMonths(today, 12);

/** Each instalment's period and amount; VAT 5 % on each, to the fils, as its own tax invoice has it. */
export function instalmentSchedule(
  terms: Pick<ContractTerms, 'startDate' | 'instalments'>,
  totalFils: number,
): Instalment[] {
  const months = 12 / periodsOf(terms.instalments);
  return splitInstalments(totalFils, terms.instalments).map((netFils, i) => {
    const vatFils = vatOf(netFils);
    return {
      number: i + 1,
      from: addMonths(terms.startDate, i * months),
      to: dayBefore(addMonths(terms.startDate, (i + 1) * months)),
      netFils,
      vatFils,
      totalFils: netFils + vatFils,
    };
  });
}

/** The contract's price from the prices in force; null when its units are priced after a survey. */
export function priceContract(prices: Prices, terms: ContractTerms): ContractPrice | null {
  const total = amcTotal(amcPriceSheet(prices), {
    plan: terms.plan,
    unitType: terms.unitType,
    units: String(terms.units),
  });
  if (total.kind !== 'total') return null;
  const schedule = instalmentSchedule(terms, total.total);
  const vatFils = schedule.reduce((n, i) => n + i.vatFils, 0);
  return {
    listUnitFils: total.listUnit,
    unitFils: total.unit,
    discountPercent: total.tier?.percent ?? 0,
    totalFils: total.total,
    vatFils,
    totalWithVatFils: total.total + vatFils,
  };
}

const isDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;

/**
 * Staff's offer as posted (strings), checked: a known plan and unit type, whole units from 1, a real
 * start date from today (the UAE's) to a year ahead, yearly or quarterly. Every error, or the terms.
 */
export function readOffer(
  raw: Partial<Record<keyof ContractTerms, unknown>>,
  today: string,
): { ok: true; terms: ContractTerms } | { ok: false; errors: OfferError[] } {
  const text = (v: unknown) => (typeof v === 'string' ? westernDigits(v).trim() : '');
  const plan = text(raw.plan);
  const unitType = text(raw.unitType);
  const unitsText = text(raw.units);
  const units = /^\d{1,4}$/.test(unitsText) ? Number(unitsText) : 0;
  const startDate = text(raw.startDate);
  const instalments = text(raw.instalments);
  const errors: OfferError[] = [];
  if (!(amcPlans as readonly string[]).includes(plan)) errors.push('plan');
  if (!(unitTypes as readonly string[]).includes(unitType)) errors.push('unitType');
  if (units < 1 || units > MAX_UNITS) errors.push('units');
  if (!isDate(startDate) || startDate < today || startDate > latestContractStart(today))
    errors.push('startDate');
  if (!(instalmentPlans as readonly string[]).includes(instalments)) errors.push('instalments');
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    terms: {
      plan: plan as AmcPlan,
      unitType: unitType as UnitType,
      units,
      startDate,
      instalments: instalments as InstalmentPlan,
    },
  };
}
