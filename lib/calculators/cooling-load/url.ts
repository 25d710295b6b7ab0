import * as z from 'zod/mini';
import { decodeState, encodeState } from '../form';
import type { Quantity, UnitSystem } from '../units';
import { convertFlat } from '../url';
import { MAX_WALLS, MAX_ZONES, type DetailedForm, type QuickForm, type ZoneForm } from './forms';

// The cooling-load form in the page address, so that a shared link shows the same result. The quick
// estimate uses plain parameters (?area=120&space=villa&emirate=dubai); the detailed form, with its
// zones and walls, travels as one base64url JSON parameter (d). The shape check uses zod/mini, which is
// what the calculator pages load in the browser (a fraction of zod's size).

export type Mode = 'quick' | 'detailed';
export interface CoolingLoadState {
  mode: Mode;
  units: UnitSystem;
  quick: QuickForm;
  detailed: DetailedForm;
}

const text = z.string().check(z.maxLength(60));
const shape = z.object({
  conditions: z.object({
    emirate: text,
    outdoorDb: text,
    outdoorWb: text,
    dailyRange: text,
    indoorDb: text,
    indoorRh: text,
    safetyFactor: text,
  }),
  envelope: z.object({ uWall: text, uRoof: text, uGlass: text, shadingCoefficient: text }),
  zones: z
    .array(
      z.object({
        name: text,
        length: text,
        width: text,
        height: text,
        roofExposed: z.boolean(),
        people: text,
        activity: text,
        lighting: text,
        equipment: text,
        infiltrationAch: text,
        outdoorAir: text,
        walls: z
          .array(z.object({ orientation: text, area: text, glass: text }))
          .check(z.maxLength(MAX_WALLS)),
      }),
    )
    .check(z.minLength(1), z.maxLength(MAX_ZONES)),
});

export function toQuery(s: CoolingLoadState): string {
  const q = new URLSearchParams({ mode: s.mode, units: s.units });
  if (s.mode === 'quick') for (const [k, v] of Object.entries(s.quick)) q.set(k, v);
  else q.set('d', encodeState(s.detailed));
  return q.toString();
}

/** The state a query string describes, on top of `base`; anything malformed keeps the base value. */
export function fromQuery(search: string, base: CoolingLoadState): CoolingLoadState {
  const q = new URLSearchParams(search);
  const mode =
    q.get('mode') === 'detailed' ? 'detailed' : q.get('mode') === 'quick' ? 'quick' : base.mode;
  const units = q.get('units') === 'ip' ? 'ip' : q.get('units') === 'si' ? 'si' : base.units;
  const quick = { ...base.quick };
  for (const k of Object.keys(quick) as (keyof QuickForm)[]) {
    const v = q.get(k);
    if (v !== null && v.length <= 60) quick[k] = v;
  }
  const parsed = shape.safeParse(q.has('d') ? decodeState(q.get('d')!) : undefined);
  return { mode, units, quick, detailed: parsed.success ? parsed.data : base.detailed };
}

const zoneQuantities: Partial<Record<keyof ZoneForm, Quantity>> = {
  length: 'length',
  width: 'length',
  height: 'length',
  outdoorAir: 'airflow',
};
const conditionQuantities: Partial<Record<keyof DetailedForm['conditions'], Quantity>> = {
  outdoorDb: 'temperature',
  outdoorWb: 'temperature',
  dailyRange: 'tempDiff',
  indoorDb: 'temperature',
};

/** Every typed value re-expressed in the other unit system. */
export function convertDetailed(
  form: DetailedForm,
  from: UnitSystem,
  to: UnitSystem,
): DetailedForm {
  return {
    conditions: convertFlat(form.conditions, conditionQuantities, from, to),
    envelope: convertFlat(
      form.envelope,
      { uWall: 'uValue', uRoof: 'uValue', uGlass: 'uValue' },
      from,
      to,
    ),
    zones: form.zones.map((z) => convertZone(z, from, to)),
  };
}

export const convertZone = (zone: ZoneForm, from: UnitSystem, to: UnitSystem): ZoneForm => ({
  ...convertFlat(zone, zoneQuantities, from, to),
  walls: zone.walls.map((w) => convertFlat(w, { area: 'area', glass: 'area' }, from, to)),
});

export const convertQuick = (form: QuickForm, from: UnitSystem, to: UnitSystem): QuickForm =>
  convertFlat(form, { area: 'area' }, from, to);
