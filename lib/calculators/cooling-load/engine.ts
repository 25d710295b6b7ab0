import { fieldErrors, type FieldError } from '../form';
import type { UnitSystem } from '../units';
import { quickEstimate, type QuickInput, type QuickResult } from './quick';
import { quickSchema, type QuickForm } from './schema';

// What the cooling-load widget loads after the page has painted: zod, the load calculation and the
// address codec. Its first screen needs none of it (the default estimate comes from the server).

export { convertDetailed, convertQuick, fromQuery, toQuery } from './url';

export interface QuickOutcome { input: QuickInput | null; result: QuickResult | null; errors: Record<string, FieldError> }

/** The quick form checked for its units and, when every field is valid, its estimate. */
export function runQuick(units: UnitSystem, form: QuickForm): QuickOutcome {
  const parsed = quickSchema(units).safeParse(form);
  if (!parsed.success) return { input: null, result: null, errors: fieldErrors(parsed.error) };
  const input = parsed.data as QuickInput;
  return { input, result: quickEstimate(input), errors: {} };
}
