'use client';

import { useCallback, useMemo } from 'react';
import { useTranslations } from 'next-intl';
import type * as z from 'zod/mini';
import type { CalculatorSlug } from '@/lib/catalogue';
import type { Quantity, UnitSystem } from '@/lib/calculators/units';
import {
  convertFlat,
  flatFromQuery,
  flatToQuery,
  type FlatState,
  type UsualValues,
} from '@/lib/calculators/url';
import { useErrorText } from './Fields';
import { useParsedForm } from './useParsedForm';
import { useUrlState, type UrlCodec } from './useUrlState';

const noQuantities = {};

/** The calculators with a flat form: all but the cooling load, whose zones make a form of forms. */
type FlatSlug = Exclude<CalculatorSlug, 'hvac-cooling-load'>;

/**
 * Everything a calculator with a flat form needs: its messages (`calculators.<slug>.widget`), its
 * state in the address with the units switch (`quantities: null` for a calculator without one), the
 * form checked by `schemaFor` and computed by `compute` (both module-level functions), and the props
 * each of its fields repeats.
 */
export function useFlatCalculator<S extends FlatSlug, F extends Record<string, string>, I, R>({
  slug,
  defaults,
  quantities,
  usual,
  schemaFor,
  compute,
}: {
  slug: S;
  defaults: F;
  quantities: Partial<Record<keyof F, Quantity>> | null;
  /** Design values that each unit system writes as its own round figure. */
  usual?: UsualValues<F>;
  schemaFor: (units: UnitSystem) => z.ZodMiniType;
  compute: (input: I) => R;
}) {
  const t = useTranslations(`calculators.${slug}.widget` as const);
  // The two messages the frame reads, looked up where every calculator's keys are known.
  const frame = useTranslations('calculators');
  const widget: FlatSlug = slug;
  const converted = quantities ?? noQuantities;
  // A link that names the units but not every field (?units=ip) gets the defaults in those units,
  // not 250 mm read as 250 in.
  const codec = useMemo<UrlCodec<FlatState<F>>>(
    () => ({
      toQuery: flatToQuery,
      fromQuery: (search, base) => {
        const units = flatFromQuery(search, base).units;
        const start =
          units === base.units
            ? base
            : { units, form: convertFlat(base.form, converted, base.units, units, usual) };
        return flatFromQuery(search, start);
      },
    }),
    [converted, usual],
  );
  const [state, setState, ready] = useUrlState<FlatState<F>>(
    { units: 'si', form: defaults },
    codec,
  );
  const { units, form } = state;
  const set = useCallback(
    (k: keyof F) => (v: string) => setState((s) => ({ ...s, form: { ...s.form, [k]: v } })),
    [setState],
  );
  const setMany = useCallback(
    (patch: Partial<F>) => setState((s) => ({ ...s, form: { ...s.form, ...patch } })),
    [setState],
  );
  const setUnits = useCallback(
    (to: UnitSystem) =>
      setState((s) =>
        s.units === to
          ? s
          : { units: to, form: convertFlat(s.form, converted, s.units, to, usual) },
      ),
    [setState, converted, usual],
  );
  const { input, result, errors } = useParsedForm(schemaFor, units, form, compute);
  const errorText = useErrorText();

  /** id and name, label, value, setter and error (its limit in `unit`) of a number field. */
  const number = (name: keyof F & string, label: string, unitLabel?: string) => ({
    id: name,
    label,
    unit: unitLabel,
    value: form[name],
    onChange: set(name),
    error: errorText(errors[name], unitLabel),
  });
  /** The same for a select (no unit beside it; an error only if the schema rejects the value). */
  const select = (name: keyof F & string, label: string) => ({
    id: name,
    label,
    value: form[name],
    onChange: set(name),
    error: errorText(errors[name]),
  });

  return {
    t,
    units,
    form,
    set,
    setMany,
    input,
    result,
    number,
    select,
    /** The props of the FlatCalculator around the widget. */
    shell: {
      ready,
      units,
      onUnits: quantities ? setUnits : undefined,
      legend: frame(`${widget}.widget.legend`),
      heading: frame(`${widget}.widget.resultHeading`),
    },
  };
}
