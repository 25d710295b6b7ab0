// Unit conversion factors, all from NIST Special Publication 811 (2008 edition), Appendix B.8/B.9,
// except the ton of refrigeration, which is defined as 12,000 BTU/h (ASHRAE Terminology).
// Every calculator works in SI internally and converts at its edges with these.

/** 1 BTU(IT)/h in watts (NIST SP 811 B.8). */
export const W_PER_BTUH = 0.29307107;
/** 1 ton of refrigeration = 12,000 BTU/h = 3.516853 kW. */
export const BTUH_PER_TR = 12_000;
export const W_PER_TR = BTUH_PER_TR * W_PER_BTUH;
/** 1 ft³/min in L/s (NIST SP 811: 4.719474 × 10⁻⁴ m³/s). */
export const LS_PER_CFM = 0.4719474;
/** 1 L/s = 3.6 m³/h, by definition of the litre and the hour. */
export const M3H_PER_LS = 3.6;
export const M_PER_FT = 0.3048;
export const M2_PER_FT2 = M_PER_FT * M_PER_FT;
export const MM_PER_IN = 25.4;
/** 1 BTU/(h·ft²·°F) in W/(m²·K) (NIST SP 811). */
export const WM2K_PER_IP_U = 5.678263;
/** Conventional inch of water in Pa (NIST SP 811). */
export const PA_PER_INWG = 249.0889;
/** Friction rate: in. of water per 100 ft of duct, in Pa/m. */
export const PAM_PER_INWG100FT = PA_PER_INWG / (100 * M_PER_FT);
/** 1 ft/min in m/s. */
export const MS_PER_FPM = M_PER_FT / 60;
/** 1 US gallon per minute in L/s (NIST SP 811: 6.309020 × 10⁻⁵ m³/s). */
export const LS_PER_GPM = 0.0630902;
/** Pipe friction: 1 ft of water per 100 ft of pipe (conventional foot of water, 2989.07 Pa) in Pa/m. */
export const PAM_PER_FTWG100FT = 2989.067 / (100 * M_PER_FT);

export const cToF = (c: number) => (c * 9) / 5 + 32;
export const fToC = (f: number) => ((f - 32) * 5) / 9;
/** A temperature difference: 1 K = 1.8 °F. */
export const kToDeltaF = (k: number) => k * 1.8;

export type UnitSystem = 'si' | 'ip';

/** Quantities the calculators take as input, with their SI and imperial units. */
export type Quantity =
  | 'length'
  | 'area'
  | 'uValue'
  | 'airflow'
  | 'temperature'
  | 'friction'
  | 'velocity'
  /** Water in pipes: ft/s in imperial, as pipe sizing tables give it (air is in ft/min). */
  | 'waterVelocity'
  | 'ductSize'
  | 'tempDiff'
  | 'pipeFriction'
  | 'waterFlow';

const toSi: Record<Quantity, (v: number) => number> = {
  length: (v) => v * M_PER_FT,
  area: (v) => v * M2_PER_FT2,
  uValue: (v) => v * WM2K_PER_IP_U,
  airflow: (v) => v * LS_PER_CFM,
  temperature: fToC,
  friction: (v) => v * PAM_PER_INWG100FT,
  velocity: (v) => v * MS_PER_FPM,
  waterVelocity: (v) => v * M_PER_FT,
  ductSize: (v) => v * MM_PER_IN,
  tempDiff: (v) => v / 1.8,
  pipeFriction: (v) => v * PAM_PER_FTWG100FT,
  waterFlow: (v) => v * LS_PER_GPM,
};
const fromSi: Record<Quantity, (v: number) => number> = {
  length: (v) => v / M_PER_FT,
  area: (v) => v / M2_PER_FT2,
  uValue: (v) => v / WM2K_PER_IP_U,
  airflow: (v) => v / LS_PER_CFM,
  temperature: cToF,
  friction: (v) => v / PAM_PER_INWG100FT,
  velocity: (v) => v / MS_PER_FPM,
  waterVelocity: (v) => v / M_PER_FT,
  ductSize: (v) => v / MM_PER_IN,
  tempDiff: kToDeltaF,
  pipeFriction: (v) => v / PAM_PER_FTWG100FT,
  waterFlow: (v) => v / LS_PER_GPM,
};

/** A value typed in `system` units, in SI. */
export const inputToSi = (q: Quantity, v: number, system: UnitSystem) =>
  system === 'si' ? v : toSi[q](v);
/** An SI value in `system` units. */
export const siToDisplay = (q: Quantity, v: number, system: UnitSystem) =>
  system === 'si' ? v : fromSi[q](v);

/**
 * A rate per m² of floor (L/s or W per m², as the standards give them) per ft² in the imperial system,
 * so the imperial mode shows CFM or W per ft² beside its ft² areas.
 */
export const perAreaToDisplay = (v: number, system: UnitSystem) =>
  system === 'si' ? v : v * M2_PER_FT2;

/** The unit converter's quantities: power (cooling capacity) and airflow. */
export const powerUnits = ['TR', 'kW', 'BTUh', 'W'] as const;
export const flowUnits = ['CFM', 'Ls', 'm3h'] as const;
export type PowerUnit = (typeof powerUnits)[number];
export type FlowUnit = (typeof flowUnits)[number];

const wattsPer: Record<PowerUnit, number> = { TR: W_PER_TR, kW: 1000, BTUh: W_PER_BTUH, W: 1 };
const lsPer: Record<FlowUnit, number> = { CFM: LS_PER_CFM, Ls: 1, m3h: 1 / M3H_PER_LS };

/** A power in every power unit. */
export function convertPower(value: number, from: PowerUnit): Record<PowerUnit, number> {
  const w = value * wattsPer[from];
  return Object.fromEntries(powerUnits.map((u) => [u, w / wattsPer[u]])) as Record<
    PowerUnit,
    number
  >;
}

/** An airflow in every airflow unit. */
export function convertFlow(value: number, from: FlowUnit): Record<FlowUnit, number> {
  const ls = value * lsPer[from];
  return Object.fromEntries(flowUnits.map((u) => [u, ls / lsPer[u]])) as Record<FlowUnit, number>;
}
