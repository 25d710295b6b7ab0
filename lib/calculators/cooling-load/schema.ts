import * as z from 'zod/mini';
import { climateSlugs } from '../climate';
import { numberField } from '../form';
import type { UnitSystem } from '../units';
import { activities } from './constants';
import { MAX_WALLS, MAX_ZONES } from './forms';
import { spaceTypes } from './presets';
import { orientations } from './solar';
import type { CoolingLoadInput } from './types';

// The zod schemas of the cooling-load forms (see forms.ts), which check every value and return the SI
// input of the calculation. zod/mini (functions instead of methods) keeps them small in the browser.

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'required' });

export function quickSchema(system: UnitSystem) {
  return z.object({
    area: numberField('area', 1, 100_000, system),
    space: choice(spaceTypes),
    emirate: choice(climateSlugs),
  });
}

export function detailedSchema(system: UnitSystem) {
  const wall = z
    .object({
      orientation: choice(orientations),
      area: numberField('area', 0, 10_000, system),
      glass: numberField('area', 0, 10_000, system),
    })
    .check(z.refine((w) => w.glass <= w.area + 1e-9, { error: 'glassTooLarge', path: ['glass'] }));
  const zone = z.object({
    name: z.string().check(z.trim(), z.maxLength(40, { error: 'tooLong' })),
    length: numberField('length', 0.5, 300, system),
    width: numberField('length', 0.5, 300, system),
    height: numberField('length', 2, 20, system),
    roofExposed: z.boolean(),
    people: numberField(null, 0, 5000, system, { whole: true }),
    activity: choice(activities as unknown as [string, ...string[]]),
    lighting: numberField(null, 0, 1_000_000, system),
    equipment: numberField(null, 0, 1_000_000, system),
    infiltrationAch: numberField(null, 0, 10, system),
    outdoorAir: numberField('airflow', 0, 100_000, system),
    walls: z.array(wall).check(z.maxLength(MAX_WALLS)),
  });
  return z.pipe(
    z.object({
      conditions: z
        .object({
          emirate: choice(climateSlugs),
          outdoorDb: numberField('temperature', 25, 55, system),
          outdoorWb: numberField('temperature', 10, 35, system),
          dailyRange: numberField('tempDiff', 0, 20, system),
          indoorDb: numberField('temperature', 18, 30, system),
          indoorRh: numberField(null, 30, 70, system),
          safetyFactor: numberField(null, 0, 30, system),
        })
        .check(
          z.refine((c) => c.outdoorWb <= c.outdoorDb, {
            error: 'wetAboveDry',
            path: ['outdoorWb'],
          }),
        ),
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
      zones: v.zones.map((z, i) => ({
        ...z,
        name: z.name || String(i + 1),
        activity: z.activity as CoolingLoadInput['zones'][number]['activity'],
      })),
    })),
  );
}
