import type { ClimateSlug } from '../climate';
import type { Activity } from './constants';
import type { Orientation } from './solar';

// Inputs and results of the detailed cooling load, all in SI: m, m², W/m²K, W, L/s, °C.

export interface WallInput {
  orientation: Orientation;
  /** Gross wall area including its glass, m². */
  area: number;
  /** Glazed area in that wall, m². */
  glass: number;
}

export interface ZoneInput {
  name: string;
  length: number;
  width: number;
  height: number;
  walls: WallInput[];
  roofExposed: boolean;
  people: number;
  activity: Activity;
  /** Lighting and equipment heat gain, W. */
  lighting: number;
  equipment: number;
  /** Infiltration, air changes per hour. */
  infiltrationAch: number;
  /** Outdoor (fresh) air brought in mechanically, L/s. */
  outdoorAir: number;
}

export interface Envelope {
  uWall: number;
  uRoof: number;
  uGlass: number;
  shadingCoefficient: number;
}

export interface DesignConditions {
  emirate: ClimateSlug;
  outdoorDb: number;
  outdoorWb: number;
  dailyRange: number;
  indoorDb: number;
  /** Indoor relative humidity, %. */
  indoorRh: number;
  /** Safety factor added to the calculated load, %. */
  safetyFactor: number;
}

export interface CoolingLoadInput {
  conditions: DesignConditions;
  envelope: Envelope;
  zones: ZoneInput[];
}

export const components = [
  'walls',
  'roof',
  'glassConduction',
  'glassSolar',
  'people',
  'lighting',
  'equipment',
  'air',
  'safety',
] as const;
export type Component = (typeof components)[number];

export interface LoadAtPeak {
  /** Hour ending, 1 to 24, local time (UAE, UTC+4). */
  peakHour: number;
  /** Whole watts; the breakdown sums exactly to the total. */
  sensible: number;
  latent: number;
  total: number;
  breakdown: Record<Component, number>;
  /** Total (with safety factor) for each hour ending 1 to 24, W. */
  hourly: number[];
}

export interface UnitAdvice {
  count: number;
  size: number;
}

export interface ZoneResult extends LoadAtPeak {
  name: string;
  floorArea: number;
  units: UnitAdvice;
}

export interface CoolingLoadResult {
  zones: ZoneResult[];
  /** The building as one block: the hour at which the zones together peak. */
  block: LoadAtPeak & { units: UnitAdvice };
  /** Sum of each zone's own peak: what room-by-room units must cover. */
  sumOfZonePeaks: number;
}
