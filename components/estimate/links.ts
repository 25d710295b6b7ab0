import type { EstimateInput } from '@/lib/pricing/estimate';
import {
  bookingServiceOf,
  estimateFields,
  estimateHiddenNames,
} from '@/lib/pricing/estimate-input';

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
 * The booking flow gets its service and number of units; the quote form also gets the estimate's own
 * fields (hidden), so the server recomputes the estimate and stores it with the request.
 */
export function estimateLinks(input: EstimateInput | null, targets: EstimateTargets) {
  const scope = input
    ? { service: bookingServiceOf(input.service), acUnits: String(input.units), ...targets.place }
    : { service: 'air-conditioning', ...targets.place };
  return {
    bookHref: withQuery(targets.bookPath, scope),
    quoteHref: withQuery(targets.quotePath, {
      ...scope,
      ...(input ? estimateFields(input, estimateHiddenNames) : {}),
    }),
  };
}
