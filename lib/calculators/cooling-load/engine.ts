import { parseAndCompute, type ParsedForm } from '../form';
import type { UnitSystem } from '../units';
import { quickEstimate, type QuickInput, type QuickResult } from './quick';
import type { QuickForm } from './forms';
import { quickSchema } from './schema';

// What the cooling-load widget loads after the page has painted: zod, the load calculation and the
// address codec. Its first screen needs none of it (the default estimate comes from the server).

export { convertDetailed, convertQuick, fromQuery, toQuery } from './url';

export type QuickOutcome = ParsedForm<QuickInput, QuickResult>;

/** The quick form checked for its units and, when every field is valid, its estimate. */
export const runQuick = (units: UnitSystem, form: QuickForm): QuickOutcome =>
  parseAndCompute(quickSchema(units), form, quickEstimate);
