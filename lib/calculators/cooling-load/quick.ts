import { climates, type ClimateSlug } from '../climate';
import { defaultEnvelope, type Activity } from './constants';
import { coolingLoad, designDay, recommendUnits, type UnitAdvice } from './index';
import { orientations, type Orientation } from './solar';
import type { WallInput } from './types';

// Quick estimate: the detailed calculation run on a typical room of the chosen type and size. The low
// figure is a new building to the Dubai Green Building Regulations with its main glazed wall facing the
// best way; the high figure an older, uninsulated building with it facing the worst way.
// Occupant densities for offices, shops, restaurants and gyms are the defaults of ASHRAE 62.1-2019 Table 6.2.2.1;
// the other figures are this calculator's stated assumptions, listed on the page.

export const spaceTypes = ['bedroom', 'living-room', 'apartment', 'villa', 'office', 'shop', 'restaurant', 'gym', 'warehouse'] as const;
export type SpaceType = (typeof spaceTypes)[number];

export interface SpacePreset {
  /** Ceiling height, m. */
  height: number;
  /** Exterior walls: 1 = the main wall only, 2 = a corner, 4 = free-standing. */
  exposedWalls: 1 | 2 | 4;
  /** Glass as a share of the exterior wall area. */
  glassRatio: number;
  /** Share of the floor under an exposed roof (a two-storey villa: half). */
  roofShare: number;
  /** People per 100 m² of floor, and at least this many. */
  peoplePer100m2: number;
  minPeople: number;
  activity: Activity;
  lightingWm2: number;
  equipmentWm2: number;
  infiltrationAch: number;
  /** Outdoor air per person and per m² (ASHRAE 62.1 rates), L/s. */
  oaPerPerson: number;
  oaPerM2: number;
}

export const spacePresets: Record<SpaceType, SpacePreset> = {
  bedroom: { height: 3, exposedWalls: 2, glassRatio: 0.25, roofShare: 0, peoplePer100m2: 0, minPeople: 2, activity: 'resting', lightingWm2: 5, equipmentWm2: 5, infiltrationAch: 0.5, oaPerPerson: 0, oaPerM2: 0 },
  'living-room': { height: 3, exposedWalls: 2, glassRatio: 0.35, roofShare: 0, peoplePer100m2: 20, minPeople: 3, activity: 'seated', lightingWm2: 6, equipmentWm2: 8, infiltrationAch: 0.5, oaPerPerson: 0, oaPerM2: 0 },
  apartment: { height: 3, exposedWalls: 2, glassRatio: 0.3, roofShare: 0, peoplePer100m2: 4, minPeople: 2, activity: 'seated', lightingWm2: 5, equipmentWm2: 6, infiltrationAch: 0.5, oaPerPerson: 0, oaPerM2: 0.15 },
  villa: { height: 3.2, exposedWalls: 4, glassRatio: 0.25, roofShare: 0.5, peoplePer100m2: 2.5, minPeople: 4, activity: 'seated', lightingWm2: 5, equipmentWm2: 6, infiltrationAch: 0.5, oaPerPerson: 0, oaPerM2: 0.15 },
  office: { height: 3, exposedWalls: 1, glassRatio: 0.4, roofShare: 0, peoplePer100m2: 5, minPeople: 1, activity: 'office', lightingWm2: 8, equipmentWm2: 15, infiltrationAch: 0.3, oaPerPerson: 2.5, oaPerM2: 0.3 },
  shop: { height: 3.5, exposedWalls: 1, glassRatio: 0.6, roofShare: 0, peoplePer100m2: 15, minPeople: 2, activity: 'standing', lightingWm2: 14, equipmentWm2: 5, infiltrationAch: 1, oaPerPerson: 3.8, oaPerM2: 0.6 },
  restaurant: { height: 3.5, exposedWalls: 1, glassRatio: 0.4, roofShare: 0, peoplePer100m2: 70, minPeople: 4, activity: 'restaurant', lightingWm2: 10, equipmentWm2: 10, infiltrationAch: 1, oaPerPerson: 3.8, oaPerM2: 0.9 },
  gym: { height: 3.5, exposedWalls: 2, glassRatio: 0.3, roofShare: 0, peoplePer100m2: 10, minPeople: 2, activity: 'athletics', lightingWm2: 8, equipmentWm2: 10, infiltrationAch: 0.5, oaPerPerson: 10, oaPerM2: 0.3 },
  warehouse: { height: 8, exposedWalls: 4, glassRatio: 0.02, roofShare: 1, peoplePer100m2: 1, minPeople: 2, activity: 'heavyWork', lightingWm2: 5, equipmentWm2: 3, infiltrationAch: 0.5, oaPerPerson: 0, oaPerM2: 0.3 },
};

/** Envelope of an older building without wall insulation and with single tinted glass (our assumption). */
export const olderEnvelope = { uWall: 1.8, uRoof: 0.6, uGlass: 5.7, shadingCoefficient: 0.7 } as const;

export interface QuickInput { area: number; space: SpaceType; emirate: ClimateSlug }

export interface QuickResult {
  low: number;
  high: number;
  /** Directions of the main glazed wall that give the low and the high figure. */
  lowFacing: Orientation;
  highFacing: Orientation;
  people: number;
  units: { low: UnitAdvice; high: UnitAdvice };
}

const turn = (o: Orientation, steps: number) => orientations[(orientations.indexOf(o) + steps) % 8]!;

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
      name: input.space, length: side, width: side, height: p.height, walls, roofExposed: false, people, activity: p.activity,
      lighting: p.lightingWm2 * input.area, equipment: p.equipmentWm2 * input.area, infiltrationAch: p.infiltrationAch,
      outdoorAir: people * p.oaPerPerson + input.area * p.oaPerM2,
    },
    people,
  };
}

export function quickEstimate(input: QuickInput): QuickResult {
  const p = spacePresets[input.space];
  const c = climates[input.emirate];
  const conditions = { emirate: input.emirate, outdoorDb: c.db, outdoorWb: c.wb, dailyRange: c.range, indoorDb: 24, indoorRh: 50, safetyFactor: 10 };
  const run = (envelope: typeof defaultEnvelope | typeof olderEnvelope) => {
    const day = designDay({ conditions, envelope, zones: [] });
    return orientations.map((facing) => {
      const { zone } = typicalZone(input, facing);
      // Part of the floor under the roof: run roofed and unroofed and blend by the preset's share.
      const load = (roofExposed: boolean) => coolingLoad({ conditions, envelope, zones: [{ ...zone, roofExposed }] }, day).block.total;
      const total = p.roofShare === 0 ? load(false) : p.roofShare === 1 ? load(true) : load(false) * (1 - p.roofShare) + load(true) * p.roofShare;
      return { facing, total };
    });
  };
  const low = run(defaultEnvelope).reduce((a, b) => (b.total < a.total ? b : a));
  const high = run(olderEnvelope).reduce((a, b) => (b.total > a.total ? b : a));
  return {
    low: Math.round(low.total), high: Math.round(high.total), lowFacing: low.facing, highFacing: high.facing,
    people: typicalZone(input, 'N').people,
    units: { low: recommendUnits(low.total), high: recommendUnits(high.total) },
  };
}
