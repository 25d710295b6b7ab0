import * as z from 'zod/mini';
import { numberField } from './form';
import { W_PER_TR, type UnitSystem } from './units';

// Chilled-water flow for a cooling load and the steel pipe that carries it.
// Flow: Q = load ÷ (ρ · cp · Δt), water at about 10 °C (ρ = 999.7 kg/m³, cp = 4.19 kJ/kg·K); the I-P
// rule q = 500 × gpm × Δt (BTU/h, °F) is the same equation. Pipe loss: Darcy–Weisbach with the
// Swamee–Jain form of the Colebrook friction factor, commercial steel (ε = 0.046 mm), kinematic
// viscosity 1.307 × 10⁻⁶ m²/s. Pipe bores: ASME B36.10M, schedule 40. Sizing rule (ASHRAE Handbook—
// Fundamentals 2021, Ch. 22): friction within the designer's limit (100 to 400 Pa/m is usual) and
// velocity up to 1.2 m/s in pipes of DN 50 and smaller; above DN 50 this calculator caps it at 2.4 m/s.

export const WATER = {
  density: 999.7,
  cp: 4.19,
  viscosity: 1.307e-6,
  roughness: 0.000046,
} as const;

/** Schedule 40 steel pipe: nominal size (DN, and NPS in inches) and inside diameter in mm. */
export const schedule40 = [
  { dn: 15, nps: '1/2', id: 15.8 },
  { dn: 20, nps: '3/4', id: 20.93 },
  { dn: 25, nps: '1', id: 26.64 },
  { dn: 32, nps: '1 1/4', id: 35.05 },
  { dn: 40, nps: '1 1/2', id: 40.89 },
  { dn: 50, nps: '2', id: 52.5 },
  { dn: 65, nps: '2 1/2', id: 62.71 },
  { dn: 80, nps: '3', id: 77.93 },
  { dn: 100, nps: '4', id: 102.26 },
  { dn: 125, nps: '5', id: 128.19 },
  { dn: 150, nps: '6', id: 154.05 },
  { dn: 200, nps: '8', id: 202.72 },
  { dn: 250, nps: '10', id: 254.51 },
  { dn: 300, nps: '12', id: 303.23 },
] as const;
export type Pipe = (typeof schedule40)[number];

export const VELOCITY_LIMIT = { small: 1.2, large: 2.4 } as const;

/** Pressure loss of water in a pipe, Pa/m, for a flow in m³/s and a bore in m. */
export function pipeFriction(q: number, d: number): number {
  const v = q / ((Math.PI * d * d) / 4);
  const re = (v * d) / WATER.viscosity;
  const f = 0.25 / Math.log10(WATER.roughness / (3.7 * d) + 5.74 / re ** 0.9) ** 2;
  return (f / d) * ((WATER.density * v * v) / 2);
}

export interface ChilledWaterInput {
  /** Cooling load, kW. */
  load: number;
  /** Supply to return temperature difference, K. */
  deltaT: number;
  /** Highest friction loss allowed, Pa/m. */
  maxFriction: number;
}

export interface PipeCheck {
  pipe: Pipe;
  velocity: number;
  friction: number;
  ok: boolean;
}
export interface ChilledWaterResult {
  flowLs: number;
  pipe: PipeCheck | null;
  neighbours: PipeCheck[];
}

export function chilledWater(input: ChilledWaterInput): ChilledWaterResult {
  const flowLs = input.load / ((WATER.density / 1000) * WATER.cp * input.deltaT);
  const q = flowLs / 1000;
  const checks = schedule40.map((pipe) => {
    const d = pipe.id / 1000;
    const velocity = q / ((Math.PI * d * d) / 4);
    const friction = pipeFriction(q, d);
    const limit = pipe.dn <= 50 ? VELOCITY_LIMIT.small : VELOCITY_LIMIT.large;
    return { pipe, velocity, friction, ok: friction <= input.maxFriction && velocity <= limit };
  });
  const index = checks.findIndex((c) => c.ok);
  return {
    flowLs,
    pipe: index >= 0 ? checks[index]! : null,
    neighbours: index >= 0 ? checks.slice(Math.max(0, index - 1), index + 2) : checks.slice(-2),
  };
}

export const loadUnits = ['TR', 'kW'] as const;
export type ChilledWaterForm = {
  load: string;
  loadUnit: string;
  deltaT: string;
  maxFriction: string;
};
export const defaultChilledWaterForm: ChilledWaterForm = {
  load: '100',
  loadUnit: 'TR',
  deltaT: '5.5',
  maxFriction: '300',
};

export function chilledWaterSchema(system: UnitSystem) {
  return z.pipe(
    z.object({
      load: numberField(null, 0.1, 100_000, system),
      loadUnit: z.enum(loadUnits, { error: 'required' }),
      deltaT: numberField('tempDiff', 1, 20, system),
      maxFriction: numberField('pipeFriction', 50, 1000, system),
    }),
    z.transform((v): ChilledWaterInput => ({
      load: v.loadUnit === 'TR' ? (v.load * W_PER_TR) / 1000 : v.load,
      deltaT: v.deltaT,
      maxFriction: v.maxFriction,
    })),
  );
}
