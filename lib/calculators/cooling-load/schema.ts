import * as z from 'zod/mini';
import { climateSlugs, climates } from '../climate';
import { numberField } from '../form';
import { siToDisplay, type UnitSystem } from '../units';
import { activities, defaultEnvelope } from './constants';
import { spaceTypes } from './quick';
import { orientations } from './solar';
import type { CoolingLoadInput } from './types';

// The cooling-load forms as typed (text, in the visitor's units) and their zod schemas, which check
// every value and return the SI input of the calculation. zod/mini (functions instead of methods) keeps
// the schemas small in the browser, where they run on every keystroke.

export interface WallForm { orientation: string; area: string; glass: string }
export interface ZoneForm {
  name: string; length: string; width: string; height: string; roofExposed: boolean; people: string; activity: string;
  lighting: string; equipment: string; infiltrationAch: string; outdoorAir: string; walls: WallForm[];
}
export interface DetailedForm {
  conditions: { emirate: string; outdoorDb: string; outdoorWb: string; dailyRange: string; indoorDb: string; indoorRh: string; safetyFactor: string };
  envelope: { uWall: string; uRoof: string; uGlass: string; shadingCoefficient: string };
  zones: ZoneForm[];
}
export interface QuickForm { area: string; space: string; emirate: string }

export const MAX_ZONES = 12;
export const MAX_WALLS = 8;

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'required' });

export function quickSchema(system: UnitSystem) {
  return z.object({ area: numberField('area', 1, 100_000, system), space: choice(spaceTypes), emirate: choice(climateSlugs) });
}

export function detailedSchema(system: UnitSystem) {
  const wall = z
    .object({ orientation: choice(orientations), area: numberField('area', 0, 10_000, system), glass: numberField('area', 0, 10_000, system) })
    .check(z.refine((w) => w.glass <= w.area + 1e-9, { error: 'glassTooLarge', path: ['glass'] }));
  const zone = z.object({
    name: z.string().check(z.trim(), z.maxLength(40, { error: 'tooLong' })),
    length: numberField('length', 0.5, 300, system),
    width: numberField('length', 0.5, 300, system),
    height: numberField('length', 2, 20, system),
    roofExposed: z.boolean(),
    people: numberField(null, 0, 5000, system),
    activity: choice(activities as unknown as [string, ...string[]]),
    lighting: numberField(null, 0, 1_000_000, system),
    equipment: numberField(null, 0, 1_000_000, system),
    infiltrationAch: numberField(null, 0, 10, system),
    outdoorAir: numberField('airflow', 0, 100_000, system),
    walls: z.array(wall).check(z.maxLength(MAX_WALLS)),
  });
  return z.pipe(
    z.object({
      conditions: z.object({
        emirate: choice(climateSlugs),
        outdoorDb: numberField('temperature', 25, 55, system),
        outdoorWb: numberField('temperature', 10, 35, system),
        dailyRange: numberField('tempDiff', 0, 20, system),
        indoorDb: numberField('temperature', 18, 30, system),
        indoorRh: numberField(null, 30, 70, system),
        safetyFactor: numberField(null, 0, 30, system),
      }).check(z.refine((c) => c.outdoorWb <= c.outdoorDb, { error: 'wetAboveDry', path: ['outdoorWb'] })),
      envelope: z.object({
        uWall: numberField('uValue', 0.1, 4, system),
        uRoof: numberField('uValue', 0.1, 4, system),
        uGlass: numberField('uValue', 0.5, 6.5, system),
        shadingCoefficient: numberField(null, 0.1, 1, system),
      }),
      zones: z.array(zone).check(z.minLength(1), z.maxLength(MAX_ZONES)),
    }),
    z.transform((v): CoolingLoadInput => ({
      ...v,
      zones: v.zones.map((z, i) => ({ ...z, name: z.name || String(i + 1), activity: z.activity as CoolingLoadInput['zones'][number]['activity'] })),
    })),
  );
}

const show = (v: number) => String(Number(v.toFixed(1)));

/** The emirate's ASHRAE design conditions as form text in the visitor's units. */
export function conditionsFor(emirate: (typeof climateSlugs)[number], system: UnitSystem) {
  const c = climates[emirate];
  return {
    outdoorDb: show(siToDisplay('temperature', c.db, system)),
    outdoorWb: show(siToDisplay('temperature', c.wb, system)),
    dailyRange: show(siToDisplay('tempDiff', c.range, system)),
  };
}

export const defaultQuickForm: QuickForm = { area: '120', space: 'apartment', emirate: 'dubai' };

export function defaultDetailedForm(zoneName: string): DetailedForm {
  return {
    conditions: { emirate: 'dubai', ...conditionsFor('dubai', 'si'), indoorDb: '24', indoorRh: '50', safetyFactor: '10' },
    envelope: {
      uWall: String(defaultEnvelope.uWall), uRoof: String(defaultEnvelope.uRoof), uGlass: String(defaultEnvelope.uGlass),
      shadingCoefficient: String(defaultEnvelope.shadingCoefficient),
    },
    zones: [newZone(zoneName)],
  };
}

export function newZone(name: string): ZoneForm {
  return {
    name, length: '6', width: '5', height: '3', roofExposed: false, people: '4', activity: 'seated', lighting: '150', equipment: '300',
    infiltrationAch: '0.5', outdoorAir: '0',
    walls: [{ orientation: 'W', area: '18', glass: '4' }, { orientation: 'S', area: '15', glass: '2' }],
  };
}
