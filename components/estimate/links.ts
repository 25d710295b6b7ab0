import type { EstimateInput } from '@/lib/pricing/estimate';
import type { LineInput } from '@/lib/pricing/basket';
import { MAX_AC_UNITS } from '@/lib/leads/model';
import { linesBookingQuery, servicePageOf } from '@/lib/pricing/catalogue-link';
import { estimateFields, estimateHiddenNames, lineOfEstimate } from '@/lib/pricing/estimate-input';

/** Where the estimate block's buttons go, with the page's place and the chosen service pre-filled. */
export interface EstimateTargets {
  /** The localised paths of /book and /quote. */
  bookPath: string;
  quotePath: string;
  /** The page's emirate and area (booking form names). */
  place: Record<string, string>;
}

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

/**
 * The booking flow gets the basket itself (every line, by item, unit type and count), the service
 * that does it and how many units; the quote form gets the first line's estimate fields (hidden), so
 * the server recomputes the estimate and stores it with the request, and, for several lines, every
 * line in words in its message (`summary`), which the visitor sees and may edit before sending.
 */
export function estimateLinks(
  inputs: readonly EstimateInput[],
  targets: EstimateTargets,
  summary?: string,
) {
  const lines = inputs.map(lineOfEstimate).filter((l): l is LineInput => l !== null);
  const booked = linesBookingQuery(lines);
  const scope = { ...(booked ?? { service: 'air-conditioning' }), ...targets.place };
  const first = inputs[0];
  // The quote is for the line the list cannot price (an installation surveyed first), when there is one.
  const unpriced = inputs.find((i) => lineOfEstimate(i) === null);
  const quoteService = (unpriced && servicePageOf(unpriced.service)) ?? scope.service;
  return {
    bookHref: withQuery(targets.bookPath, scope),
    quoteHref: withQuery(targets.quotePath, {
      ...(booked ? {} : scope),
      service: quoteService,
      // Every line's units, as the message lists them (a diagnosis visit is for one unit).
      ...(first
        ? {
            acUnits: String(
              Math.min(
                inputs.reduce((n, i) => n + i.units, 0),
                MAX_AC_UNITS,
              ),
            ),
            ...targets.place,
          }
        : {}),
      ...(first ? estimateFields(first, estimateHiddenNames) : {}),
      ...(summary ? { message: summary } : {}),
    }),
  };
}
