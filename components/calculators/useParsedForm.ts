'use client';

import { useMemo } from 'react';
import type * as z from 'zod/mini';
import { parseAndCompute } from '@/lib/calculators/form';
import type { UnitSystem } from '@/lib/calculators/units';

/**
 * A calculator's form text checked by its schema for the chosen units, and the result computed from the
 * SI values when every field is valid. `schemaFor` and `compute` are module-level functions, so the
 * result is only recomputed when the units or the form change.
 */
export function useParsedForm<I, R>(
  schemaFor: (units: UnitSystem) => z.ZodMiniType,
  units: UnitSystem,
  form: unknown,
  compute: (input: I) => R,
) {
  return useMemo(
    () => parseAndCompute(schemaFor(units), form, compute),
    [schemaFor, units, form, compute],
  );
}
