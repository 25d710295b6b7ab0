import { climates, type ClimateSlug } from '../climate';
import { defaultEnvelope } from './constants';
import type { CoolingLoadInput, ZoneInput } from './types';

/** A 5 × 4 m room with a west and a south wall, for the tests. */
export function room(overrides: Partial<ZoneInput> = {}): ZoneInput {
  return {
    name: 'Room',
    length: 5,
    width: 4,
    height: 3,
    roofExposed: true,
    people: 3,
    activity: 'seated',
    lighting: 100,
    equipment: 250,
    infiltrationAch: 0.5,
    outdoorAir: 10,
    walls: [
      { orientation: 'W', area: 12, glass: 3 },
      { orientation: 'S', area: 15, glass: 2 },
    ],
    ...overrides,
  };
}

export function input(
  zones: ZoneInput[],
  emirate: ClimateSlug = 'dubai',
  safetyFactor = 10,
): CoolingLoadInput {
  const c = climates[emirate];
  return {
    conditions: {
      emirate,
      outdoorDb: c.db,
      outdoorWb: c.wb,
      dailyRange: c.range,
      indoorDb: 24,
      indoorRh: 50,
      safetyFactor,
    },
    envelope: { ...defaultEnvelope },
    zones,
  };
}
