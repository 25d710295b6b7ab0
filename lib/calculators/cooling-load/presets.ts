import type { Activity } from './constants';

// The quick estimate's space types and the typical room behind each, as the page lists them. Kept apart
// from the calculation (quick.ts) so the calculator's first screen can show them without loading it.

export const spaceTypes = [
  'bedroom',
  'living-room',
  'apartment',
  'villa',
  'office',
  'shop',
  'restaurant',
  'gym',
  'warehouse',
] as const;
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

/** A whole home, apartment or villa: the same activity, lighting, appliances, air leaks and outdoor air. */
const wholeHome = {
  activity: 'seated',
  lightingWm2: 5,
  equipmentWm2: 6,
  infiltrationAch: 0.5,
  oaPerPerson: 0,
  oaPerM2: 0.15,
} as const satisfies Partial<SpacePreset>;

export const spacePresets: Record<SpaceType, SpacePreset> = {
  bedroom: {
    height: 3,
    exposedWalls: 2,
    glassRatio: 0.25,
    roofShare: 0,
    peoplePer100m2: 0,
    minPeople: 2,
    activity: 'resting',
    lightingWm2: 5,
    equipmentWm2: 5,
    infiltrationAch: 0.5,
    oaPerPerson: 0,
    oaPerM2: 0,
  },
  'living-room': {
    height: 3,
    exposedWalls: 2,
    glassRatio: 0.35,
    roofShare: 0,
    peoplePer100m2: 20,
    minPeople: 3,
    activity: 'seated',
    lightingWm2: 6,
    equipmentWm2: 8,
    infiltrationAch: 0.5,
    oaPerPerson: 0,
    oaPerM2: 0,
  },
  apartment: {
    height: 3,
    exposedWalls: 2,
    glassRatio: 0.3,
    roofShare: 0,
    peoplePer100m2: 4,
    minPeople: 2,
    ...wholeHome,
  },
  villa: {
    height: 3.2,
    exposedWalls: 4,
    glassRatio: 0.25,
    roofShare: 0.5,
    peoplePer100m2: 2.5,
    minPeople: 4,
    ...wholeHome,
  },
  office: {
    height: 3,
    exposedWalls: 1,
    glassRatio: 0.4,
    roofShare: 0,
    peoplePer100m2: 5,
    minPeople: 1,
    activity: 'office',
    lightingWm2: 8,
    equipmentWm2: 15,
    infiltrationAch: 0.3,
    oaPerPerson: 2.5,
    oaPerM2: 0.3,
  },
  shop: {
    height: 3.5,
    exposedWalls: 1,
    glassRatio: 0.6,
    roofShare: 0,
    peoplePer100m2: 15,
    minPeople: 2,
    activity: 'standing',
    lightingWm2: 14,
    equipmentWm2: 5,
    infiltrationAch: 1,
    oaPerPerson: 3.8,
    oaPerM2: 0.6,
  },
  restaurant: {
    height: 3.5,
    exposedWalls: 1,
    glassRatio: 0.4,
    roofShare: 0,
    peoplePer100m2: 70,
    minPeople: 4,
    activity: 'restaurant',
    lightingWm2: 10,
    equipmentWm2: 10,
    infiltrationAch: 1,
    oaPerPerson: 3.8,
    oaPerM2: 0.9,
  },
  gym: {
    height: 3.5,
    exposedWalls: 2,
    glassRatio: 0.3,
    roofShare: 0,
    peoplePer100m2: 10,
    minPeople: 2,
    activity: 'athletics',
    lightingWm2: 8,
    equipmentWm2: 10,
    infiltrationAch: 0.5,
    oaPerPerson: 10,
    oaPerM2: 0.3,
  },
  warehouse: {
    height: 8,
    exposedWalls: 4,
    glassRatio: 0.02,
    roofShare: 1,
    peoplePer100m2: 1,
    minPeople: 2,
    activity: 'heavyWork',
    lightingWm2: 5,
    equipmentWm2: 3,
    infiltrationAch: 0.5,
    oaPerPerson: 0,
    oaPerM2: 0.3,
  },
};

/** The quick estimate's safety factor, %: included in its range, and said so under it. */
export const QUICK_SAFETY_FACTOR = 10;
