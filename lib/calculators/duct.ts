import * as z from 'zod/mini';
import { numberField, parseInside } from './form';
import type { UnitSystem } from './units';

// Duct size from airflow, ASHRAE Handbook—Fundamentals (2021), Chapter 21 "Duct Design":
// friction loss by Darcy–Weisbach, Δp/L = (f / D)(ρV² / 2), with the Altshul–Tsal friction factor
// (f' = 0.11 (ε/D + 68/Re)^0.25; f = f' when f' ≥ 0.018, else 0.85 f' + 0.0028), standard air
// (ρ = 1.204 kg/m³, Re = 66 400 D V) and galvanized steel (ε = 0.09 mm). Round to rectangular by
// Huebscher's equivalent diameter, De = 1.30 (ab)^0.625 / (a + b)^0.25, equal in friction and airflow.

export const AIR_DENSITY = 1.204;
export const ROUGHNESS = 0.00009;

/** Darcy friction factor (Altshul–Tsal, ASHRAE Ch. 21, Eq. 22). */
export function frictionFactor(d: number, v: number): number {
  const re = 66_400 * d * v;
  const f = 0.11 * Math.pow(ROUGHNESS / d + 68 / re, 0.25);
  return f >= 0.018 ? f : 0.85 * f + 0.0028;
}

/** Pressure loss per metre of a round duct of diameter d (m) carrying q (m³/s), Pa/m. */
export function frictionRate(q: number, d: number): number {
  const v = q / ((Math.PI * d * d) / 4);
  return (frictionFactor(d, v) / d) * ((AIR_DENSITY * v * v) / 2);
}

/** Huebscher's circular equivalent of an a × b rectangular duct (any length unit). */
export const equivalentDiameter = (a: number, b: number) =>
  (1.3 * Math.pow(a * b, 0.625)) / Math.pow(a + b, 0.25);

function bisect(f: (x: number) => number, lo: number, hi: number): number {
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (f(lo) * f(mid) <= 0) hi = mid;
    else lo = mid;
  }
  return (lo + hi) / 2;
}

export type DuctMethod = 'friction' | 'velocity';

export interface DuctInput {
  /** Airflow, L/s. */
  airflow: number;
  method: DuctMethod;
  /** Design friction rate, Pa/m (equal friction method). */
  friction: number;
  /** Design velocity, m/s (velocity method). */
  velocity: number;
  /** Fixed side of the rectangular duct, mm. */
  height: number;
}

export interface DuctResult {
  /** Round duct diameter, mm, as calculated. */
  diameter: number;
  velocity: number;
  friction: number;
  /** Rectangular duct with the given height: width in mm as calculated. */
  width: number;
}

export function ductSize(input: DuctInput): DuctResult {
  const q = input.airflow / 1000;
  const d =
    input.method === 'velocity'
      ? Math.sqrt((4 * q) / (Math.PI * input.velocity))
      : bisect((x) => frictionRate(q, x) - input.friction, 0.01, 5);
  const b = input.height / 1000;
  // The width that gives the rectangular duct the same equivalent diameter (it grows monotonically).
  const a = bisect((x) => equivalentDiameter(x, b) - d, 0.001, 50);
  return { diameter: d * 1000, ...ductAtSize(input.airflow, d * 1000), width: a * 1000 };
}

/** Velocity (m/s) and friction loss (Pa/m) of `airflow` (L/s) in a round duct of `diameter` mm. */
export function ductAtSize(airflow: number, diameter: number) {
  const q = airflow / 1000;
  const d = diameter / 1000;
  return { velocity: q / ((Math.PI * d * d) / 4), friction: frictionRate(q, d) };
}

/** How many times the longer side of a rectangular duct is its shorter one (leaky above 4). */
export const aspectRatio = (width: number, height: number) =>
  Math.max(width, height) / Math.min(width, height);

/**
 * The size to order: the next 50 mm, or the next 2 in. In inches it rounds up from the figure the page
 * shows (one decimal), so a duct shown as 14 in. is ordered as 14 in., not 16.
 */
export const roundUpSize = (mm: number, system: UnitSystem) =>
  system === 'si'
    ? Math.ceil(mm / 50 - 1e-9) * 50
    : Math.ceil(Math.round((mm / 25.4) * 10) / 20 - 1e-9) * 50.8;

export type DuctForm = {
  airflow: string;
  method: string;
  friction: string;
  velocity: string;
  height: string;
};
export const defaultDuctForm: DuctForm = {
  airflow: '500',
  method: 'friction',
  friction: '0.8',
  velocity: '5',
  height: '250',
};

/** The defaults as imperial drawings write them: 0.1 in. of water per 100 ft, 1,000 ft/min, 10 in. */
export const ductUsualValues = {
  friction: { si: '0.8', ip: '0.1' },
  velocity: { si: '5', ip: '1000' },
  height: { si: '250', ip: '10' },
} as const;

export function ductSchema(system: UnitSystem) {
  const friction = z.object({ friction: numberField('friction', 0.1, 10, system) });
  const velocity = z.object({ velocity: numberField('velocity', 0.5, 25, system) });
  const always = z.object({
    airflow: numberField('airflow', 1, 100_000, system),
    height: numberField('ductSize', 50, 3000, system),
  });
  // Only the design value of the chosen method is checked (the other is hidden), beside the airflow
  // and height rather than after them, so every wrong field shows its error at once.
  return z.pipe(
    z.object({
      airflow: z.string(),
      method: z.enum(['friction', 'velocity'], { error: 'required' }),
      friction: z.string(),
      velocity: z.string(),
      height: z.string(),
    }),
    z.transform((v, ctx): DuctInput => {
      const base = parseInside(always, v, ctx);
      const design =
        v.method === 'friction' ? parseInside(friction, v, ctx) : parseInside(velocity, v, ctx);
      if (base === z.NEVER || design === z.NEVER) return z.NEVER;
      return { ...base, method: v.method, friction: 0, velocity: 0, ...design };
    }),
  );
}
