import { climates, type ClimateSlug } from '../climate';
import { siToDisplay, type UnitSystem } from '../units';
import { defaultEnvelope } from './constants';

// The cooling-load forms as typed (text, in the visitor's units), their limits and their defaults. No
// zod here: the calculator page renders its first screen from this module alone, and loads the
// schemas (schema.ts) and the calculation only after it has painted.

export interface WallForm {
  orientation: string;
  area: string;
  glass: string;
}
export interface ZoneForm {
  name: string;
  length: string;
  width: string;
  height: string;
  roofExposed: boolean;
  people: string;
  activity: string;
  lighting: string;
  equipment: string;
  infiltrationAch: string;
  outdoorAir: string;
  walls: WallForm[];
}
export interface DetailedForm {
  conditions: {
    emirate: string;
    outdoorDb: string;
    outdoorWb: string;
    dailyRange: string;
    indoorDb: string;
    indoorRh: string;
    safetyFactor: string;
  };
  envelope: { uWall: string; uRoof: string; uGlass: string; shadingCoefficient: string };
  zones: ZoneForm[];
}
export interface QuickForm {
  area: string;
  space: string;
  emirate: string;
}

export const MAX_ZONES = 12;
export const MAX_WALLS = 8;

const show = (v: number) => String(Number(v.toFixed(1)));

/** The emirate's ASHRAE design conditions as form text in the visitor's units. */
export function conditionsFor(emirate: ClimateSlug, system: UnitSystem) {
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
    conditions: {
      emirate: 'dubai',
      ...conditionsFor('dubai', 'si'),
      indoorDb: '24',
      indoorRh: '50',
      safetyFactor: '10',
    },
    envelope: {
      uWall: String(defaultEnvelope.uWall),
      uRoof: String(defaultEnvelope.uRoof),
      uGlass: String(defaultEnvelope.uGlass),
      shadingCoefficient: String(defaultEnvelope.shadingCoefficient),
    },
    zones: [newZone(zoneName)],
  };
}

export function newZone(name: string): ZoneForm {
  return {
    name,
    length: '6',
    width: '5',
    height: '3',
    roofExposed: false,
    people: '4',
    activity: 'seated',
    lighting: '150',
    equipment: '300',
    infiltrationAch: '0.5',
    outdoorAir: '0',
    walls: [
      { orientation: 'W', area: '18', glass: '4' },
      { orientation: 'S', area: '15', glass: '2' },
    ],
  };
}
