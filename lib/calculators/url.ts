import { convertText } from './form';
import type { Quantity, UnitSystem } from './units';

// Address of a calculator with a flat form: ?units=si&area=150&space=office. Only known keys are read,
// so a tampered link can only ever produce a form the schema then checks.

export interface FlatState<F extends Record<string, string>> {
  units: UnitSystem;
  form: F;
}

export function flatToQuery<F extends Record<string, string>>(s: FlatState<F>): string {
  return new URLSearchParams({ units: s.units, ...s.form }).toString();
}

export function flatFromQuery<F extends Record<string, string>>(
  search: string,
  base: FlatState<F>,
): FlatState<F> {
  const q = new URLSearchParams(search);
  const form = { ...base.form };
  for (const k of Object.keys(form) as (keyof F & string)[]) {
    const v = q.get(k);
    if (v !== null && v.length <= 60) form[k] = v as F[typeof k];
  }
  const units = q.get('units') === 'ip' ? 'ip' : q.get('units') === 'si' ? 'si' : base.units;
  return { units, form };
}

/** A design value each unit system writes as its own round figure (0.8 Pa/m and 0.1 in. per 100 ft). */
export type UsualValues<F> = Partial<Record<keyof F, Record<UnitSystem, string>>>;

/**
 * A form (or one record of it) re-expressed in the other unit system, field by field. A field still
 * at its `usual` design value takes the other system's usual figure, not 9.84 in. for 250 mm.
 */
export function convertFlat<F extends object>(
  form: F,
  quantities: Partial<Record<keyof F, Quantity>>,
  from: UnitSystem,
  to: UnitSystem,
  usual: UsualValues<F> = {},
): F {
  const out = { ...form };
  for (const [k, q] of Object.entries(quantities) as [keyof F, Quantity][]) {
    const text = String(form[k] ?? '');
    const figures = usual[k];
    out[k] = (
      figures && figures[from] === text ? figures[to] : convertText(text, q, from, to)
    ) as F[keyof F];
  }
  return out;
}
