import * as z from 'zod/mini';
import { numberField, optionalNumberField, parseInside } from './form';
import type { UnitSystem } from './units';

// Outdoor air for ventilation.
// Commercial spaces: ANSI/ASHRAE Standard 62.1-2019, Ventilation Rate Procedure, Eq. 6.2.2.1
// (Vbz = Rp·Pz + Ra·Az) with Table 6.2.2.1 rates and default densities, and Voz = Vbz / Ez with the
// zone air distribution effectiveness of Table 6.2.2.2.
// Dwellings: ANSI/ASHRAE Standard 62.2-2016, Eq. 4.1a, Qtot = 0.15·Afloor + 3.5·(Nbr + 1) L/s, and the
// local exhaust of Section 5 (kitchen 50 L/s, bathroom 25 L/s, when run on demand).

export const commercialSpaces = {
  office: { rp: 2.5, ra: 0.3, density: 5 },
  conference: { rp: 2.5, ra: 0.3, density: 50 },
  retail: { rp: 3.8, ra: 0.6, density: 15 },
  classroom: { rp: 5, ra: 0.6, density: 35 },
  restaurant: { rp: 3.8, ra: 0.9, density: 70 },
  gym: { rp: 10, ra: 0.3, density: 10 },
} as const;
export type CommercialSpace = keyof typeof commercialSpaces;
export const ventilationSpaces = [
  ...(Object.keys(commercialSpaces) as CommercialSpace[]),
  'dwelling',
] as const;
export type VentilationSpace = (typeof ventilationSpaces)[number];

export const LOCAL_EXHAUST = { kitchen: 50, bathroom: 25 } as const;
/** ASHRAE 62.2 Eq. 4.1a's rates: L/s per m² of floor and L/s per occupant (bedrooms + 1). */
export const DWELLING_RATES = { perArea: 0.15, perPerson: 3.5 } as const;

export interface VentilationInput {
  space: VentilationSpace;
  /** Floor area, m². */
  area: number;
  /** Occupants; null takes the standard's default density (commercial spaces). */
  people: number | null;
  /** Zone air distribution effectiveness (1.0 for cool air supplied at the ceiling). */
  ez: number;
  bedrooms: number;
  bathrooms: number;
}

export interface VentilationResult {
  /** L/s: the people part, the area part, the breathing-zone rate and the outdoor air to supply. */
  peoplePart: number;
  areaPart: number;
  breathingZone: number;
  outdoorAir: number;
  people: number;
  /** Dwellings: local exhaust to provide on demand, L/s. */
  exhaust: number;
}

export function ventilation(input: VentilationInput): VentilationResult {
  if (input.space === 'dwelling') {
    const areaPart = DWELLING_RATES.perArea * input.area;
    const peoplePart = DWELLING_RATES.perPerson * (input.bedrooms + 1);
    const exhaust = LOCAL_EXHAUST.kitchen + LOCAL_EXHAUST.bathroom * input.bathrooms;
    return {
      peoplePart,
      areaPart,
      breathingZone: areaPart + peoplePart,
      outdoorAir: areaPart + peoplePart,
      people: input.bedrooms + 1,
      exhaust,
    };
  }
  const s = commercialSpaces[input.space];
  const people = input.people ?? Math.ceil((input.area * s.density) / 100);
  const peoplePart = s.rp * people;
  const areaPart = s.ra * input.area;
  const breathingZone = peoplePart + areaPart;
  return {
    peoplePart,
    areaPart,
    breathingZone,
    outdoorAir: breathingZone / input.ez,
    people,
    exhaust: 0,
  };
}

export type VentilationForm = {
  space: string;
  area: string;
  people: string;
  ez: string;
  bedrooms: string;
  bathrooms: string;
};
export const defaultVentilationForm: VentilationForm = {
  space: 'office',
  area: '150',
  people: '',
  ez: '1',
  bedrooms: '3',
  bathrooms: '2',
};

export function ventilationSchema(system: UnitSystem) {
  const text = z.string();
  const commercial = z.object({
    people: optionalNumberField(null, 0, 20_000, system),
    ez: numberField(null, 0.5, 1.2, system),
  });
  const dwelling = z.object({
    bedrooms: numberField(null, 0, 20, system),
    bathrooms: numberField(null, 0, 20, system),
  });
  // Only the fields the chosen space shows are checked: a home has no Ez, an office no bedrooms.
  return z.pipe(
    z.object({
      space: z.enum(ventilationSpaces, { error: 'required' }),
      area: numberField('area', 1, 100_000, system),
      people: text,
      ez: text,
      bedrooms: text,
      bathrooms: text,
    }),
    z.transform((v, ctx): VentilationInput => {
      const base = { space: v.space, area: v.area, people: null, ez: 1, bedrooms: 0, bathrooms: 0 };
      return {
        ...base,
        ...(v.space === 'dwelling'
          ? parseInside(dwelling, v, ctx)
          : parseInside(commercial, v, ctx)),
      };
    }),
  );
}
