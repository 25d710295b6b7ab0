import { W_PER_TR } from '../units';
import { standardUnitSizes } from './constants';
import { designDay, zoneHourly, type DesignDay, type ZoneHourly } from './zone';

export { designDay };
import {
  components,
  type Component,
  type CoolingLoadInput,
  type CoolingLoadResult,
  type LoadAtPeak,
  type UnitAdvice,
} from './types';

// Detailed cooling load by the ASHRAE Radiant Time Series method (Handbook—Fundamentals 2021, Ch. 18):
// hourly heat gains of a 21 July design day, converted to cooling loads, and the peak hour found.

export * from './types';

type Raw = Record<Exclude<Component, 'safety'>, { sensible: number[]; latent: number[] }>;

const zeros = () => new Array<number>(24).fill(0);

function rawOf(z: ZoneHourly): Raw {
  const s = z.sensible;
  return {
    walls: { sensible: s.walls, latent: zeros() },
    roof: { sensible: s.roof, latent: zeros() },
    glassConduction: { sensible: s.glassConduction, latent: zeros() },
    glassSolar: { sensible: s.glassSolar, latent: zeros() },
    people: { sensible: s.people, latent: z.latent.people },
    lighting: { sensible: s.lighting, latent: zeros() },
    equipment: { sensible: s.equipment, latent: zeros() },
    air: { sensible: s.air, latent: z.latent.air },
  };
}

function addRaw(a: Raw, b: Raw): Raw {
  const out = { ...a };
  for (const k of Object.keys(a) as (keyof Raw)[]) {
    out[k] = {
      sensible: a[k].sensible.map((x, i) => x + b[k].sensible[i]!),
      latent: a[k].latent.map((x, i) => x + b[k].latent[i]!),
    };
  }
  return out;
}

/** The load at the hour the total peaks, with the safety factor as its own line; whole watts that add up. */
function atPeak(raw: Raw, safetyFactor: number): LoadAtPeak {
  const keys = Object.keys(raw) as (keyof Raw)[];
  const factor = 1 + safetyFactor / 100;
  const hourlyRaw = zeros().map((_, h) =>
    keys.reduce((t, k) => t + raw[k].sensible[h]! + raw[k].latent[h]!, 0),
  );
  const peak = hourlyRaw.indexOf(Math.max(...hourlyRaw));
  const breakdown = Object.fromEntries(components.map((k) => [k, 0])) as Record<Component, number>;
  for (const k of keys) breakdown[k] = Math.round(raw[k].sensible[peak]! + raw[k].latent[peak]!);
  const base = keys.reduce((t, k) => t + breakdown[k], 0);
  breakdown.safety = Math.round((base * safetyFactor) / 100);
  const total = base + breakdown.safety;
  const latent = Math.round(keys.reduce((t, k) => t + raw[k].latent[peak]!, 0) * factor);
  return {
    peakHour: peak + 1,
    sensible: total - latent,
    latent,
    total,
    breakdown,
    // The peak's bar is the total the page states, not a second rounding of it one watt off.
    hourly: hourlyRaw.map((w, h) => (h === peak ? total : Math.round(w * factor))),
  };
}

/** Standard unit sizes for a load: one unit up to 5 TR, otherwise several equal units. */
export function recommendUnits(watts: number): UnitAdvice {
  const tr = watts / W_PER_TR;
  if (tr <= 0) return { count: 0, size: 0 };
  const largest = standardUnitSizes[standardUnitSizes.length - 1]!;
  const count = Math.ceil(tr / largest - 1e-9);
  const size = standardUnitSizes.find((s) => s >= tr / count - 1e-9) ?? largest;
  return { count, size };
}

/** The detailed cooling load; pass `day` to reuse the design day of the same conditions and envelope. */
export function coolingLoad(
  input: CoolingLoadInput,
  day: DesignDay = designDay(input),
): CoolingLoadResult {
  const sf = input.conditions.safetyFactor;
  const raws = input.zones.map((z) => rawOf(zoneHourly(z, input, day)));
  const zones = input.zones.map((z, i) => {
    const peak = atPeak(raws[i]!, sf);
    return {
      ...peak,
      name: z.name,
      floorArea: z.length * z.width,
      units: recommendUnits(peak.total),
    };
  });
  const block = atPeak(raws.reduce(addRaw), sf);
  return {
    zones,
    block: { ...block, units: recommendUnits(block.total) },
    sumOfZonePeaks: zones.reduce((t, z) => t + z.total, 0),
  };
}
