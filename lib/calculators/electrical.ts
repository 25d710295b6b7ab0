import * as z from 'zod/mini';
import { numberField } from './form';
import { W_PER_BTUH, W_PER_TR, type UnitSystem } from './units';

// Electrical load of an air conditioner and the voltage drop on its supply cable.
// Input power = cooling capacity / EER. Current: I = P / (V·pf) single phase, I = P / (√3·V·pf) three
// phase (line voltage). Voltage drop: BS 7671:2018 Appendix 4, §6.1, Vd = (mV/A/m) × Ib × L / 1000,
// with the mV/A/m of Table 4D2B (70 °C thermoplastic-insulated multicore copper cable, a.c.; z values
// from 25 mm²). UAE supplies: 230 V single phase, 400 V three phase, 50 Hz.

export const cableSizes = [1.5, 2.5, 4, 6, 10, 16, 25, 35, 50, 70, 95] as const;
export type CableSize = (typeof cableSizes)[number];

/** mV per ampere per metre: two-core cable on single phase, three- or four-core on three phase. */
export const millivoltsPerAmpMetre: Record<CableSize, { single: number; three: number }> = {
  1.5: { single: 29, three: 25 },
  2.5: { single: 18, three: 15 },
  4: { single: 11, three: 9.5 },
  6: { single: 7.3, three: 6.4 },
  10: { single: 4.4, three: 3.8 },
  16: { single: 2.8, three: 2.4 },
  25: { single: 1.75, three: 1.5 },
  35: { single: 1.25, three: 1.1 },
  50: { single: 0.94, three: 0.81 },
  70: { single: 0.65, three: 0.57 },
  95: { single: 0.5, three: 0.42 },
};

export const capacityUnits = ['TR', 'kW', 'BTUh'] as const;
export type CapacityUnit = (typeof capacityUnits)[number];
export const eerUnits = ['BTUhW', 'WW'] as const;
export type EerUnit = (typeof eerUnits)[number];
export type Phase = 'single' | 'three';

export interface ElectricalInput {
  capacity: number;
  capacityUnit: CapacityUnit;
  eer: number;
  eerUnit: EerUnit;
  phase: Phase;
  voltage: number;
  powerFactor: number;
  /** Cable route length, one way, m. */
  length: number;
  cableSize: CableSize;
  /** Allowed voltage drop, % of the supply voltage. */
  maxDrop: number;
}

export interface ElectricalResult {
  /** Cooling capacity, W. */
  capacityW: number;
  /** Electrical input, W. */
  inputW: number;
  current: number;
  dropVolts: number;
  dropPercent: number;
  ok: boolean;
  /** Smallest listed size within the allowed drop, or null if even 95 mm² is not. */
  smallestSize: CableSize | null;
}

const wattsPer: Record<CapacityUnit, number> = { TR: W_PER_TR, kW: 1000, BTUh: W_PER_BTUH };

export function electricalLoad(input: ElectricalInput): ElectricalResult {
  const capacityW = input.capacity * wattsPer[input.capacityUnit];
  // EER in BTU/h per W: input W = BTU/h ÷ EER. As W/W (the SI "EER", akin to a COP): W ÷ EER.
  const inputW =
    input.eerUnit === 'BTUhW' ? capacityW / W_PER_BTUH / input.eer : capacityW / input.eer;
  const current =
    inputW / ((input.phase === 'three' ? Math.sqrt(3) : 1) * input.voltage * input.powerFactor);
  const drop = (size: CableSize) =>
    (millivoltsPerAmpMetre[size][input.phase] * current * input.length) / 1000;
  const dropVolts = drop(input.cableSize);
  const dropPercent = (100 * dropVolts) / input.voltage;
  const smallestSize =
    cableSizes.find((s) => (100 * drop(s)) / input.voltage <= input.maxDrop) ?? null;
  return {
    capacityW,
    inputW,
    current,
    dropVolts,
    dropPercent,
    ok: dropPercent <= input.maxDrop,
    smallestSize,
  };
}

export type ElectricalForm = {
  capacity: string;
  capacityUnit: string;
  eer: string;
  eerUnit: string;
  phase: string;
  voltage: string;
  powerFactor: string;
  length: string;
  cableSize: string;
  maxDrop: string;
};
export const defaultElectricalForm: ElectricalForm = {
  capacity: '2',
  capacityUnit: 'TR',
  eer: '10',
  eerUnit: 'BTUhW',
  phase: 'single',
  voltage: '230',
  powerFactor: '0.9',
  length: '20',
  cableSize: '4',
  maxDrop: '4',
};

export function electricalSchema(system: UnitSystem) {
  return z.object({
    capacity: numberField(null, 0.01, 100_000, system),
    capacityUnit: z.enum(capacityUnits, { error: 'required' }),
    eer: numberField(null, 1, 40, system),
    eerUnit: z.enum(eerUnits, { error: 'required' }),
    phase: z.enum(['single', 'three'], { error: 'required' }),
    voltage: numberField(null, 100, 1000, system),
    powerFactor: numberField(null, 0.5, 1, system),
    length: numberField('length', 0, 1000, system),
    cableSize: z.pipe(
      z.enum(cableSizes.map(String) as [string, ...string[]], { error: 'required' }),
      z.transform((v) => Number(v) as CableSize),
    ),
    maxDrop: numberField(null, 0.5, 10, system),
  });
}
