import { humidityRatioFromRh, humidityRatioFromWetBulb, standardPressure } from '../psychrometrics';
import { climates, hourlyDryBulb } from '../climate';
import { AIR, SOL_AIR, peopleGains } from './constants';
import { periodicFlux, typicalRoof, typicalWall } from './conduction';
import { glassColumn, nonsolarRts, radiantFraction, solarRts, toCoolingLoad } from './rts';
import {
  dayOfIrradiance,
  DSA_NORMAL_SHGC,
  orientations,
  solarHeatGainFactor,
  surfaceAzimuth,
  type Orientation,
} from './solar';
import type { CoolingLoadInput, ZoneInput } from './types';

/** Hourly sensible and latent cooling load of each component of one zone, before the safety factor, W. */
export interface ZoneHourly {
  sensible: Record<
    | 'walls'
    | 'roof'
    | 'glassConduction'
    | 'glassSolar'
    | 'people'
    | 'lighting'
    | 'equipment'
    | 'air',
    number[]
  >;
  latent: Record<'people' | 'air', number[]>;
}

const zeros = () => new Array<number>(24).fill(0);
const scale = (xs: number[], k: number) => xs.map((x) => x * k);
const sum = (a: number[], b: number[]) => a.map((x, i) => x + b[i]!);

/** Weather and sun of the design day, shared by every zone of a calculation. */
export function designDay(input: CoolingLoadInput) {
  const { conditions: c } = input;
  const site = climates[c.emirate];
  const outdoor = hourlyDryBulb(c.outdoorDb, c.dailyRange);
  const pressure = standardPressure(site.elevation);
  const sun = Object.fromEntries(
    orientations.map((o) => [o, dayOfIrradiance(site.lat, site.lon, surfaceAzimuth[o])]),
  ) as Record<Orientation, ReturnType<typeof dayOfIrradiance>>;
  const roofSun = dayOfIrradiance(site.lat, site.lon, null);
  const solAir = (o: Orientation | null) =>
    (o ? sun[o] : roofSun).map(
      (s, h) =>
        outdoor[h]! +
        SOL_AIR.absorptanceOverHo * (s.beam + s.diffuse) -
        (o ? 0 : SOL_AIR.roofLongWave),
    );
  // Outdoor humidity is taken as constant through the day at the design wet bulb's humidity ratio.
  const wOut = humidityRatioFromWetBulb(c.outdoorDb, c.outdoorWb, pressure);
  const wIn = humidityRatioFromRh(c.indoorDb, c.indoorRh / 100, pressure);
  const wallFlux = Object.fromEntries(
    orientations.map((o) => [
      o,
      periodicFlux(typicalWall, input.envelope.uWall, solAir(o), c.indoorDb),
    ]),
  ) as Record<Orientation, number[]>;
  const roofFlux = periodicFlux(typicalRoof, input.envelope.uRoof, solAir(null), c.indoorDb);
  return { outdoor, pressure, sun, wOut, wIn, wallFlux, roofFlux };
}

export type DesignDay = ReturnType<typeof designDay>;

export function zoneHourly(zone: ZoneInput, input: CoolingLoadInput, day: DesignDay): ZoneHourly {
  const { envelope: env, conditions: c } = input;
  const wallArea = zone.walls.reduce((s, w) => s + w.area, 0);
  const glassArea = zone.walls.reduce((s, w) => s + w.glass, 0);
  const column = glassColumn(wallArea > 0 ? glassArea / wallArea : 0);
  const ns = nonsolarRts[column];
  const glassRadiant =
    DSA_NORMAL_SHGC * env.shadingCoefficient > 0.5
      ? radiantFraction.glassHighShgc
      : radiantFraction.glassLowShgc;

  let walls = zeros();
  let beam = zeros();
  let diffuse = zeros();
  for (const w of zone.walls) {
    walls = sum(walls, scale(day.wallFlux[w.orientation], w.area - w.glass));
    const gains = day.sun[w.orientation].map(solarHeatGainFactor);
    beam = sum(
      beam,
      gains.map((g) => g.beam * w.glass * env.shadingCoefficient),
    );
    diffuse = sum(
      diffuse,
      gains.map((g) => g.diffuse * w.glass * env.shadingCoefficient),
    );
  }
  const floorArea = zone.length * zone.width;
  const roof = zone.roofExposed ? scale(day.roofFlux, floorArea) : zeros();
  const glassConduction = day.outdoor.map((t) => env.uGlass * glassArea * (t - c.indoorDb));
  const person = peopleGains[zone.activity];
  const constant = (w: number) => new Array<number>(24).fill(w);

  // Infiltration (air changes of the room volume) and mechanical outdoor air, both at outdoor state.
  const airflow = (zone.infiltrationAch * floorArea * zone.height) / 3.6 + zone.outdoorAir;
  const density = day.pressure / 101.325;
  const airSensible = day.outdoor.map((t) => AIR.sensible * density * airflow * (t - c.indoorDb));
  // Outdoor air drier than the room brings no latent load: it would dehumidify, which the coil does not bank.
  const airLatent = constant(Math.max(0, AIR.latent * density * airflow * (day.wOut - day.wIn)));

  return {
    sensible: {
      walls: toCoolingLoad(walls, radiantFraction.walls, ns),
      roof: toCoolingLoad(roof, radiantFraction.roof, ns),
      glassConduction: toCoolingLoad(glassConduction, glassRadiant, ns),
      glassSolar: sum(
        toCoolingLoad(beam, radiantFraction.beamSolar, solarRts[column]),
        toCoolingLoad(diffuse, glassRadiant, ns),
      ),
      people: toCoolingLoad(constant(zone.people * person.sensible), radiantFraction.people, ns),
      lighting: toCoolingLoad(constant(zone.lighting), radiantFraction.lighting, ns),
      equipment: toCoolingLoad(constant(zone.equipment), radiantFraction.equipment, ns),
      air: airSensible,
    },
    latent: { people: constant(zone.people * person.latent), air: airLatent },
  };
}
