'use client';

import { useCallback } from 'react';
import type { Quantity, UnitSystem } from '@/lib/calculators/units';
import { convertFlat, flatFromQuery, flatToQuery, type FlatState } from '@/lib/calculators/url';
import { useUrlState, type UrlCodec } from './useUrlState';

const flatCodec = { toQuery: flatToQuery, fromQuery: flatFromQuery };

/** State of a calculator with a flat form, in the address, with its units switch. */
export function useFlatCalculator<F extends Record<string, string>>(
  defaults: F,
  quantities: Partial<Record<keyof F, Quantity>>,
) {
  const [state, setState, ready] = useUrlState<FlatState<F>>(
    { units: 'si', form: defaults },
    flatCodec as UrlCodec<FlatState<F>>,
  );
  const set = useCallback(
    (k: keyof F) => (v: string) => setState((s) => ({ ...s, form: { ...s.form, [k]: v } })),
    [setState],
  );
  const setMany = useCallback(
    (patch: Partial<F>) => setState((s) => ({ ...s, form: { ...s.form, ...patch } })),
    [setState],
  );
  const setUnits = useCallback(
    (units: UnitSystem) =>
      setState((s) =>
        s.units === units ? s : { units, form: convertFlat(s.form, quantities, s.units, units) },
      ),
    [setState, quantities],
  );
  return { units: state.units, form: state.form, set, setMany, setUnits, ready };
}
