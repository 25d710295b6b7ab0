'use client';

import { useMemo } from 'react';
import type * as z from 'zod/mini';
import { fieldErrors } from '@/lib/calculators/form';
import type { UnitSystem } from '@/lib/calculators/units';

/**
 * A calculator's form text checked by its schema for the chosen units, and the result computed from the
 * SI values when every field is valid. `schemaFor` and `compute` are module-level functions, so the
 * result is only recomputed when the units or the form change.
 */
export function useParsedForm<S extends z.ZodMiniType, I, R>(
  schemaFor: (units: UnitSystem) => S,
  units: UnitSystem,
  form: unknown,
  compute: (input: I) => R,
) {
  const parsed = useMemo(() => schemaFor(units).safeParse(form), [schemaFor, units, form]);
  // The schemas' output is the calculators' input in SI; their declared types are looser than that.
  const input = parsed.success ? (parsed.data as I) : null;
  const result = useMemo(() => (input === null ? null : compute(input)), [input, compute]);
  return { input, result, errors: parsed.success ? {} : fieldErrors(parsed.error) };
}
