import { basketUnits, DIAGNOSIS_ID, linesValue, unitTypesOf, type LineInput } from './basket';
import { estimateFields, estimateOfLine, rowFields } from './estimate-input';

// The one link between the price list and the catalogue: each price item's service page (the
// catalogue's `slug` or `slug/sub`, the booking flow's `service`), and the booking a "Book" link next
// to the item opens. The estimate's links, the price list's and the booking flow all read this map.

/** The service page of each group of items; an item listed by id below overrides its group. */
const pageOfGroup: Record<string, string> = {
  visit: 'air-conditioning/repair-cleaning',
  cleaning: 'air-conditioning/maintenance',
  'deep-cleaning': 'air-conditioning/repair-cleaning',
  'duct-cleaning': 'air-conditioning/repair-cleaning',
  gas: 'air-conditioning/repair-cleaning',
  installation: 'air-conditioning/installation',
  repair: 'air-conditioning/repair-cleaning',
  amc: 'air-conditioning/amc',
  painting: 'painting',
};
const pageOfItem: Record<string, string> = { 'visit.handyman-hour': 'handyman' };

/** The service page an item belongs to, or null for an id of no known group. */
export function servicePageOf(priceId: string): string | null {
  return pageOfItem[priceId] ?? pageOfGroup[priceId.split('.')[0] ?? ''] ?? null;
}

/**
 * The basket line a "Book" link next to an item pre-fills: one unit of the item's first unit type (a
 * gas top-up: one split unit), the diagnosis visit for a repair (a repair is priced after it), or
 * null for an item a booking cannot hold (a volume tier, a painting job, an hour of handyman work).
 */
export function bookingLineOf(priceId: string): LineInput | null {
  if (priceId.startsWith('repair.')) return { priceId: DIAGNOSIS_ID, unitType: null, count: 1 };
  const types = unitTypesOf(priceId);
  if (!types) return null;
  return { priceId, unitType: types[0] ?? null, count: 1 };
}

/** The query of a /book link: the service (a catalogue page), and the AC units and lines it holds. */
export type BookingQuery = { service: string } & Record<string, string>;

/** The booking query for some lines, in the estimate's format: service, AC units and the lines. */
export function linesBookingQuery(lines: readonly LineInput[]): BookingQuery | null {
  const service = lines[0] && servicePageOf(lines[0].priceId);
  if (!service) return null;
  const units = basketUnits(lines);
  return {
    service,
    ...(units > 0 ? { acUnits: String(units) } : {}),
    lines: linesValue(lines),
  };
}

/**
 * The /book query of an item's "Book" link: its line when a booking can hold one, else its service
 * alone; null for an item with no booking of its own (an AMC volume tier, the AMC parts cap).
 */
export function itemBookingQuery(priceId: string): BookingQuery | null {
  const line = bookingLineOf(priceId);
  if (line) return linesBookingQuery([line]);
  if (priceId.startsWith('amc.')) return null;
  const service = servicePageOf(priceId);
  return service ? { service } : null;
}

/**
 * The /estimate query that opens a basket's lines as the estimate's rows (each field once per row,
 * in order), with the booking's place: a basket carried into the booking is changed there, where every
 * line can be edited, and booked again from there. Lines the estimate has no row for are left out.
 */
export function linesEstimateQuery(
  lines: readonly LineInput[],
  place: { emirate?: string; area?: string } = {},
): URLSearchParams {
  const query = new URLSearchParams();
  for (const line of lines) {
    const input = estimateOfLine(line);
    if (!input) continue;
    // Every field in every row, as the estimate form sends them: its rows are read column by column.
    const fields = estimateFields(input);
    for (const name of rowFields) query.append(name, fields[name] ?? '');
  }
  if (place.emirate) query.set('emirate', place.emirate);
  if (place.emirate && place.area) query.set('area', place.area);
  return query;
}

/**
 * The lines a service page's own "Book a visit" pre-fills: the repair page books the diagnosis visit
 * (a fault is priced once it is found; step 1 lets the visitor untick it for a deep cleaning). A page
 * whose work is priced per unit carries no line: step 1 asks how many units, and the booking prices
 * them as its service's item (lib/pricing/estimate-input.ts bookingLines), so nobody is booked for
 * one unit by default.
 */
const pageDefaultLines: Record<string, readonly LineInput[]> = {
  'air-conditioning/repair-cleaning': [{ priceId: DIAGNOSIS_ID, unitType: null, count: 1 }],
};

/** A service or area page's booking query (service and place) with the page's default lines, if any. */
export function pageBookingQuery(query: Record<string, string>): Record<string, string> {
  const lines = query.service ? pageDefaultLines[query.service] : undefined;
  return lines && !query.lines ? { ...query, lines: linesValue(lines) } : query;
}
