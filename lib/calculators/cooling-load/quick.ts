import { climates, type ClimateSlug } from '../climate';
import { defaultEnvelope } from './constants';
import { coolingLoad, designDay, recommendUnits, type UnitAdvice } from './index';
import { orientations, type Orientation } from './solar';
import { QUICK_SAFETY_FACTOR, spacePresets, type SpaceType } from './presets';
import type { WallInput } from './types';

// Quick estimate: the detailed calculation run on a typical room of the chosen type and size. The low
// figure is a new building to the Dubai Green Building Regulations with its main glazed wall facing the
// best way; the high figure an older, uninsulated building with it facing the worst way.
// Occupant densities for offices, shops, restaurants and gyms are the defaults of ASHRAE 62.1-2019 Table 6.2.2.1;
// the other figures are this calculator's stated assumptions, listed on the page.

/** Envelope of an older building without wall insulation and with single tinted glass (our assumption). */
export const olderEnvelope = {
  uWall: 1.8,
  uRoof: 0.6,
  uGlass: 5.7,
  shadingCoefficient: 0.7,
} as const;

export interface QuickInput {
  area: number;
  space: SpaceType;
  emirate: ClimateSlug;
}

export interface QuickResult {
  low: number;
  high: number;
  /** Directions of the main glazed wall that give the low and the high figure. */
  lowFacing: Orientation;
  highFacing: Orientation;
  people: number;
  units: { low: UnitAdvice; high: UnitAdvice };
}

const turn = (o: Orientation, steps: number) =>
  orientations[(orientations.indexOf(o) + steps) % 8]!;

/** The typical room: a square plan whose exposed walls start at the main wall and turn clockwise. */
export function typicalZone(input: QuickInput, facing: Orientation) {
  const p = spacePresets[input.space];
  const side = Math.sqrt(input.area);
  const walls: WallInput[] = Array.from({ length: p.exposedWalls }, (_, i) => {
    const area = side * p.height;
    return { orientation: turn(facing, 2 * i), area, glass: area * p.glassRatio };
  });
  const people = Math.max(p.minPeople, Math.round((input.area * p.peoplePer100m2) / 100));
  return {
    zone: {
      name: input.space,
      length: side,
      width: side,
      height: p.height,
      walls,
      roofExposed: false,
      people,
      activity: p.activity,
      lighting: p.lightingWm2 * input.area,
      equipment: p.equipmentWm2 * input.area,
      infiltrationAch: p.infiltrationAch,
      outdoorAir: people * p.oaPerPerson + input.area * p.oaPerM2,
    },
    people,
  };
}

export function quickEstimate(input: QuickInput): QuickResult {
  const p = spacePresets[input.space];
  const c = climates[input.emirate];
  const conditions = {
    emirate: input.emirate,
    outdoorDb: c.db,
    outdoorWb: c.wb,
    dailyRange: c.range,
    indoorDb: 24,
    indoorRh: 50,
    safetyFactor: QUICK_SAFETY_FACTOR,
  };
  const run = (envelope: typeof defaultEnvelope | typeof olderEnvelope) => {
    const day = designDay({ conditions, envelope, zones: [] });
    return orientations.map((facing) => {
      const { zone } = typicalZone(input, facing);
      // Part of the floor under the roof: run roofed and unroofed and blend by the preset's share.
      const load = (roofExposed: boolean) =>
        coolingLoad({ conditions, envelope, zones: [{ ...zone, roofExposed }] }, day).block.total;
      const total =
        p.roofShare === 0
          ? load(false)
          : p.roofShare === 1
            ? load(true)
            : load(false) * (1 - p.roofShare) + load(true) * p.roofShare;
      return { facing, total };
    });
  };
  const low = run(defaultEnvelope).reduce((a, b) => (b.total < a.total ? b : a));
  const high = run(olderEnvelope).reduce((a, b) => (b.total > a.total ? b : a));
  return {
    low: Math.round(low.total),
    high: Math.round(high.total),
    lowFacing: low.facing,
    highFacing: high.facing,
    people: typicalZone(input, 'N').people,
    units: { low: recommendUnits(low.total), high: recommendUnits(high.total) },
  };
}
