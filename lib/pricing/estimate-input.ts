import {
  estimate,
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
  const unitsText = first(values[names.units]);
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

/** The booking flow's service (the catalogue's) that does the job an estimate is for. */
export function bookingServiceOf(service: EstimateService): string {
  if (service.startsWith('amc-')) return 'air-conditioning/amc';
  if (service === 'installation') return 'air-conditioning/installation';
  if (service === 'cleaning') return 'air-conditioning/maintenance';
  return 'air-conditioning/repair-cleaning';
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
