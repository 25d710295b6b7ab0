import * as z from 'zod/mini';
import { numberField, optionalNumberField, parseInside } from './form';
import { LS_PER_CFM, M2_PER_FT2, type UnitSystem } from './units';

// Outdoor air for ventilation.
// Commercial spaces: ANSI/ASHRAE Standard 62.1-2019, Ventilation Rate Procedure, Eq. 6.2.2.1
// (Vbz = Rp·Pz + Ra·Az) with Table 6.2.2.1 rates and default densities, and Voz = Vbz / Ez with the
// zone air distribution effectiveness of Table 6.2.2.2.
// Dwellings: ANSI/ASHRAE Standard 62.2-2016, Eq. 4.1a, Qtot = 0.15·Afloor + 3.5·(Nbr + 1) L/s, and the
// local exhaust of Section 5 (kitchen 50 L/s, bathroom 25 L/s, when run on demand).

const commercialSpaceNames = [
  'office',
  'conference',
  'retail',
  'classroom',
  'restaurant',
  'gym',
] as const;
export type CommercialSpace = (typeof commercialSpaceNames)[number];
export const ventilationSpaces = [...commercialSpaceNames, 'dwelling'] as const;
export type VentilationSpace = (typeof ventilationSpaces)[number];

/** A space type's rates: Rp per person, Ra per unit of floor, default people per density basis. */
interface SpaceRates {
  rp: number;
  ra: number;
  density: number;
}

// Table 6.2.2.1's default occupant densities: the same figures in both editions, per 100 m² in SI and
// per 1,000 ft² in I-P (densityBasis), so they are written once.
const defaultDensity: Record<CommercialSpace, number> = {
  office: 5,
  conference: 50,
  retail: 15,
  classroom: 35,
  restaurant: 70,
  gym: 10,
};

/** Each space's Rp and Ra as an edition prints them, with the shared default density. */
const withDensities = (rates: Record<CommercialSpace, { rp: number; ra: number }>) =>
  Object.fromEntries(
    commercialSpaceNames.map((space) => [
      space,
      { ...rates[space], density: defaultDensity[space] },
    ]),
  ) as Record<CommercialSpace, SpaceRates>;

// The standards' rates as each edition prints them. The I-P editions have their own, rounder figures
// (5 cfm a person, not 2.5 L/s's 5.3), so in imperial mode the calculator works with those, and each
// line quotes the table an engineer holds. SI: 62.1 Table 6.2.2.1 in L/s per person, L/s per m² and
// people per 100 m²; 62.2 Eq. 4.1a and Section 5 in L/s. I-P: the same in cfm, cfm per ft² and
// people per 1,000 ft²; 62.2 Eq. 4.1b.
const editions: Record<
  UnitSystem,
  {
    spaces: Record<CommercialSpace, SpaceRates>;
    densityBasis: number;
    /** 62.2: per unit of floor, and per occupant (bedrooms + 1). */
    dwelling: { perArea: number; perPerson: number };
    /** 62.2 local exhaust on demand. */
    exhaust: { kitchen: number; bathroom: number };
  }
> = {
  si: {
    spaces: withDensities({
      office: { rp: 2.5, ra: 0.3 },
      conference: { rp: 2.5, ra: 0.3 },
      retail: { rp: 3.8, ra: 0.6 },
      classroom: { rp: 5, ra: 0.6 },
      restaurant: { rp: 3.8, ra: 0.9 },
      gym: { rp: 10, ra: 0.3 },
    }),
    densityBasis: 100,
    dwelling: { perArea: 0.15, perPerson: 3.5 },
    exhaust: { kitchen: 50, bathroom: 25 },
  },
  ip: {
    spaces: withDensities({
      office: { rp: 5, ra: 0.06 },
      conference: { rp: 5, ra: 0.06 },
      retail: { rp: 7.5, ra: 0.12 },
      classroom: { rp: 10, ra: 0.12 },
      restaurant: { rp: 7.5, ra: 0.18 },
      gym: { rp: 20, ra: 0.06 },
    }),
    densityBasis: 1000,
    dwelling: { perArea: 0.03, perPerson: 7.5 },
    exhaust: { kitchen: 100, bathroom: 50 },
  },
};

/** The rates of the edition in the visitor's units (flows per person and per m² or ft²). */
export const ventilationRates = (system: UnitSystem) => editions[system];

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
  /** The edition whose rates apply (ventilationRates); SI unless the visitor works in imperial. */
  system?: UnitSystem;
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
  const system = input.system ?? 'si';
  const rates = ventilationRates(system);
  // The edition's figures in SI: results are always L/s and m².
  const flow = (v: number) => (system === 'ip' ? v * LS_PER_CFM : v);
  const perArea = (v: number) => (system === 'ip' ? (v * LS_PER_CFM) / M2_PER_FT2 : v);
  if (input.space === 'dwelling') {
    const areaPart = perArea(rates.dwelling.perArea) * input.area;
    const peoplePart = flow(rates.dwelling.perPerson) * (input.bedrooms + 1);
    const exhaust = flow(rates.exhaust.kitchen) + flow(rates.exhaust.bathroom) * input.bathrooms;
    return {
      peoplePart,
      areaPart,
      breathingZone: areaPart + peoplePart,
      outdoorAir: areaPart + peoplePart,
      people: input.bedrooms + 1,
      exhaust,
    };
  }
  const s = rates.spaces[input.space];
  const area = system === 'ip' ? input.area / M2_PER_FT2 : input.area;
  // 1,600 ft² comes back from m² as 1,600.0000001: not a ninth person.
  const people = input.people ?? Math.ceil((area * s.density) / rates.densityBasis - 1e-9);
  const peoplePart = flow(s.rp) * people;
  const areaPart = perArea(s.ra) * input.area;
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
    people: optionalNumberField(null, 0, 20_000, system, { whole: true }),
    ez: numberField(null, 0.5, 1.2, system),
  });
  const dwelling = z.object({
    bedrooms: numberField(null, 0, 20, system, { whole: true }),
    bathrooms: numberField(null, 0, 20, system, { whole: true }),
  });
  const floor = z.object({ area: numberField('area', 1, 100_000, system) });
  // Only the fields the chosen space shows are checked: a home has no Ez, an office no bedrooms. The
  // floor is checked beside them, not before, so a wrong area and a wrong count both show at once.
  return z.pipe(
    z.object({
      space: z.enum(ventilationSpaces, { error: 'required' }),
      area: text,
      people: text,
      ez: text,
      bedrooms: text,
      bathrooms: text,
    }),
    z.transform((v, ctx): VentilationInput => {
      const area = parseInside(floor, v, ctx);
      const shown =
        v.space === 'dwelling' ? parseInside(dwelling, v, ctx) : parseInside(commercial, v, ctx);
      if (area === z.NEVER || shown === z.NEVER) return z.NEVER;
      return {
        space: v.space,
        area: area.area,
        people: null,
        ez: 1,
        bedrooms: 0,
        bathrooms: 0,
        system,
        ...shown,
      };
    }),
  );
}
