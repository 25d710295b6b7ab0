import { coolsAir } from '@/lib/catalogue/services';
import {
  DIAGNOSIS_ID,
  linesFrom,
  MAX_LINES,
  priceBasket,
  type Basket,
  type LineInput,
} from './basket';
import {
  estimate,
  priceIdFor,
  estimateServices,
  MAX_UNITS,
  type Estimate,
  type EstimateInput,
  type EstimateService,
} from './estimate';
import {
  PRICE_LIST_VERSION,
  refrigerants,
  unitTypes,
  type Prices,
  type UnitType,
} from './price-list';
import { westernDigits } from '@/lib/validation/digits';

// Where an estimate's input comes from outside the price core: the estimate form's query string, the
// quote form's hidden fields, the booking flow's service. Pure, so pages, server actions and tests read
// the same thing; the server always recomputes from its own prices, never from numbers a client sent.

type Refrigerant = (typeof refrigerants)[number];

const first = (value: unknown) =>
  typeof (Array.isArray(value) ? value[0] : value) === 'string'
    ? String(Array.isArray(value) ? value[0] : value).trim()
    : '';

const isService = (v: string): v is EstimateService =>
  (estimateServices as readonly string[]).includes(v);
const isUnitType = (v: string): v is UnitType => (unitTypes as readonly string[]).includes(v);
const isRefrigerant = (v: string): v is Refrigerant =>
  (refrigerants as readonly string[]).includes(v);

/** The names the estimate form and the quote form's hidden fields use, by input part. */
export interface EstimateFieldNames {
  service: string;
  unitType: string;
  units: string;
  refrigerant: string;
}
export const estimateQueryNames: EstimateFieldNames = {
  service: 'service',
  unitType: 'unitType',
  units: 'units',
  refrigerant: 'refrigerant',
};
/** On the quote form `service` is the catalogue's service, so the estimate's fields carry a prefix. */
export const estimateHiddenNames: EstimateFieldNames = {
  service: 'estimateService',
  unitType: 'estimateUnitType',
  units: 'estimateUnits',
  refrigerant: 'estimateRefrigerant',
};

/** A complete, valid estimate input from form values, or null when any part is missing or unknown. */
export function estimateInputFrom(
  values: Record<string, unknown>,
  names: EstimateFieldNames = estimateQueryNames,
): EstimateInput | null {
  const service = first(values[names.service]);
  const unitType = first(values[names.unitType]);
  const unitsText = westernDigits(first(values[names.units]));
  const refrigerant = first(values[names.refrigerant]);
  if (!isService(service) || !isUnitType(unitType) || !/^\d{1,3}$/.test(unitsText)) return null;
  const units = Number(unitsText);
  if (units < 1 || units > MAX_UNITS) return null;
  return {
    service,
    unitType,
    units,
    ...(service === 'gas'
      ? { refrigerant: isRefrigerant(refrigerant) ? refrigerant : 'r410a' }
      : {}),
  };
}

/** The form's values for an input (what the links to the quote form and the booking flow carry). */
export function estimateFields(
  input: EstimateInput,
  names: EstimateFieldNames = estimateQueryNames,
): Record<string, string> {
  return {
    [names.service]: input.service,
    [names.unitType]: input.unitType,
    [names.units]: String(input.units),
    ...(input.refrigerant ? { [names.refrigerant]: input.refrigerant } : {}),
  };
}

/** The basket line an estimate's input stands for (a diagnosis is one visit, for no unit type). */
export function lineOfEstimate(input: EstimateInput): LineInput | null {
  const priceId = priceIdFor(input);
  if (!priceId) return null;
  return priceId === DIAGNOSIS_ID
    ? { priceId, unitType: null, count: 1 }
    : { priceId, unitType: input.unitType, count: input.units };
}

/** The estimate service a basket line was chosen as (the estimate form's row for it). */
export function estimateOfLine(line: LineInput): EstimateInput | null {
  const [group = '', rest = ''] = line.priceId.split('.');
  const unitType = line.unitType ?? 'split';
  if (line.priceId === DIAGNOSIS_ID) return { service: 'diagnosis', unitType, units: 1 };
  if (group === 'gas' && isRefrigerant(rest))
    return { service: 'gas', unitType, units: line.count, refrigerant: rest };
  if (group === 'amc' && isService(`amc-${rest}`))
    return { service: `amc-${rest}` as EstimateService, unitType, units: line.count };
  if (isService(group)) return { service: group, unitType, units: line.count };
  return null;
}

/**
 * The lines a booking is for: the ones its link or form carries (the estimate's basket), else the
 * one line its service and AC units stand for (split units, the common case: `assumed`, which the
 * page says); [] for a service without a list price. `ok` is false when the carried lines are
 * unreadable or unknown.
 */
export function bookingLines(
  values: { service: string; acUnits?: unknown; lines?: unknown },
  prices: Prices,
): { lines: LineInput[]; ok: boolean; assumed?: true } {
  const read = linesFrom(values.lines);
  // The AC fault box is offered with AC services only; left ticked under another service, it is dropped.
  const strayDiagnosis =
    read.lines.length === 1 && read.lines[0]!.priceId === DIAGNOSIS_ID && !coolsAir(values.service);
  const carried = strayDiagnosis ? { lines: [], ok: true } : read;
  if (carried.lines.length || !carried.ok)
    return priceBasket(prices, carried.lines) && carried.ok
      ? carried
      : { lines: carried.lines.filter((l) => priceBasket(prices, [l])), ok: false };
  const input = bookingEstimateInput(values.service, values.acUnits);
  const line = input && lineOfEstimate(input);
  return line ? { lines: [line], ok: true, assumed: true } : { lines: [], ok: true };
}

/** A basket as a request stores it with its lead: what the visitor saw, and when. */
export type StoredBasket = Basket & { at: string };

export function storedBasket(
  prices: Prices,
  lines: readonly LineInput[],
  now: Date,
): StoredBasket | null {
  const basket = priceBasket(prices, lines);
  return basket ? { ...basket, at: now.toISOString() } : null;
}

/**
 * The estimate service behind a catalogue service (the booking flow's, a page's), or null when the
 * service has no list price to estimate from: a repair is priced after the diagnosis, a hub is generic.
 */
export function estimateServiceOf(catalogueService: string): EstimateService | null {
  switch (catalogueService) {
    case 'air-conditioning/maintenance':
      return 'cleaning';
    case 'air-conditioning/repair-cleaning':
      return 'deep-cleaning';
    case 'air-conditioning/installation':
      return 'installation';
    case 'air-conditioning/amc':
      return 'amc-standard';
    default:
      return null;
  }
}

/** What the estimate block pre-chooses on a page about `catalogueService` (an AC hub: a cleaning). */
export const pageEstimateService = (catalogueService: string): EstimateService =>
  estimateServiceOf(catalogueService) ?? 'cleaning';

/** An estimate as a lead stores it: what the visitor saw, with the price list's version and the time. */
export type StoredEstimate = Estimate & { priceListVersion: string; at: string };

export function storedEstimate(
  prices: Prices,
  input: EstimateInput | null,
  now: Date,
): StoredEstimate | null {
  const result = input && estimate(prices, input);
  return result ? { ...result, priceListVersion: PRICE_LIST_VERSION, at: now.toISOString() } : null;
}

/** The booking flow's estimate: its service and AC units, as split units (the common case). */
export function bookingEstimateInput(service: string, acUnits: unknown): EstimateInput | null {
  const estimateService = estimateServiceOf(service);
  if (!estimateService) return null;
  const units = typeof acUnits === 'number' ? acUnits : Number(first(acUnits) || '1');
  if (!Number.isInteger(units) || units < 1 || units > MAX_UNITS) return null;
  return { service: estimateService, unitType: 'split', units };
}

/** The estimate form's fields, one of each per line (the form repeats them in every row). */
export const rowFields = ['service', 'unitType', 'units', 'refrigerant'] as const;
export type EstimateRow = Record<(typeof rowFields)[number], string>;

const valuesOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).map((v) =>
    typeof v === 'string' ? v.trim().slice(0, 100) : '',
  );

/**
 * The form's rows from a query string or the form's data, where each field comes once per row (the
 * form always sends every field of every row, so the n-th values belong together).
 */
export function estimateRows(values: Record<string, unknown>): EstimateRow[] {
  const columns = Object.fromEntries(rowFields.map((f) => [f, valuesOf(values[f])]));
  const count = Math.min(columns.service!.length, MAX_LINES);
  return Array.from({ length: count }, (_, i) => ({
    service: columns.service![i] ?? '',
    unitType: columns.unitType![i] ?? '',
    units: columns.units![i] ?? '',
    refrigerant: columns.refrigerant![i] ?? '',
  }));
}

/** What to correct in an estimate's row: its service, its unit type or its count. */
export type EstimateFix = 'service' | 'unitType' | 'units';

/**
 * The estimate's inputs, one per row that names a service (a row left on "no line" is skipped);
 * `valid` is false when a row that names one is incomplete or out of range, or none does;
 * `invalid` names the first such row as the visitor sees it (from 1) and what to correct in it.
 */
export function estimateInputs(rows: readonly EstimateRow[]): {
  inputs: EstimateInput[];
  valid: boolean;
  invalid: { row: number; fix: EstimateFix } | null;
} {
  const read = rows.map((r) => (r.service === '' ? undefined : estimateInputFrom(r)));
  const good = read.filter((i): i is EstimateInput => !!i);
  const bad = read.findIndex((i) => i === null);
  const row = rows[bad];
  return {
    inputs: good,
    valid: good.length > 0 && bad === -1,
    invalid: row
      ? {
          row: bad + 1,
          // The first of the row's choices that is wrong (a count out of range comes last).
          fix: !isService(row.service)
            ? 'service'
            : !isUnitType(row.unitType)
              ? 'unitType'
              : 'units',
        }
      : null,
  };
}

/**
 * Whether a request's lines say more than its service does: a basket the visitor chose (a gas top-up,
 * 6 split and 1 ducted) rather than the one line its service and units stand for. Pages then name
 * the service booked by its lines.
 */
export function chosenLines(
  service: string | null,
  acUnits: unknown,
  lines: readonly Pick<LineInput, 'priceId' | 'unitType' | 'count'>[],
): boolean {
  if (!lines.length) return false;
  const input = service ? bookingEstimateInput(service, acUnits ?? 1) : null;
  const own = input && lineOfEstimate(input);
  return !(
    own &&
    lines.length === 1 &&
    lines[0]!.priceId === own.priceId &&
    lines[0]!.unitType === own.unitType &&
    lines[0]!.count === own.count
  );
}
