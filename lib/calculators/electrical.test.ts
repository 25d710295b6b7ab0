import { describe, expect, it } from 'vitest';
import { fieldErrors } from './form';
import { electricalLoad, electricalSchema, type ElectricalInput } from './electrical';

const split: ElectricalInput = {
  capacity: 2,
  capacityUnit: 'TR',
  eer: 10,
  eerUnit: 'BTUhW',
  phase: 'single',
  voltage: 230,
  powerFactor: 0.9,
  length: 20,
  cableSize: 4,
  maxDrop: 4,
};

describe('AC electrical load', () => {
  it('draws capacity ÷ EER: a 24,000 BTU/h unit with an EER of 10 takes 2.4 kW', () => {
    const r = electricalLoad(split);
    expect(r.inputW).toBeCloseTo(2400, 6);
    // I = P / (V × pf) = 2400 / (230 × 0.9) = 11.59 A.
    expect(r.current).toBeCloseTo(11.594, 3);
  });
  it('takes an EER in W/W as well: 7.03 kW of cooling at 2.93 W/W is 2.4 kW', () => {
    expect(
      electricalLoad({ ...split, capacity: 7.0337, capacityUnit: 'kW', eer: 2.9307, eerUnit: 'WW' })
        .inputW,
    ).toBeCloseTo(2400, 0);
  });
  it('uses √3 × line voltage on three phase', () => {
    const r = electricalLoad({ ...split, capacity: 10, phase: 'three', voltage: 400 });
    expect(r.current).toBeCloseTo(12_000 / (Math.sqrt(3) * 400 * 0.9), 6);
  });
  it('works the BS 7671 Appendix 4 voltage drop: 2.5 mm² at 18 mV/A/m, 20 A over 30 m is 10.8 V', () => {
    // Ib = 20 A: P = 20 × 230 × 0.9 = 4140 W, so capacity = 41,400 BTU/h at EER 10.
    const r = electricalLoad({
      ...split,
      capacity: 41_400,
      capacityUnit: 'BTUh',
      length: 30,
      cableSize: 2.5,
    });
    expect(r.current).toBeCloseTo(20, 9);
    expect(r.dropVolts).toBeCloseTo(10.8, 9);
    expect(r.dropPercent).toBeCloseTo(4.7, 1);
    expect(r.ok).toBe(false);
    // 4 mm² (11 mV/A/m) gives 6.6 V, 2.9 %: the smallest size within 4 %.
    expect(r.smallestSize).toBe(4);
  });
  it('refuses a negative cable length', () => {
    const r = electricalSchema('si').safeParse({
      capacity: '2',
      capacityUnit: 'TR',
      eer: '10',
      eerUnit: 'BTUhW',
      phase: 'single',
      voltage: '230',
      powerFactor: '0.9',
      length: '-3',
      cableSize: '4',
      maxDrop: '4',
    });
    expect(fieldErrors(r.error!).length?.code).toBe('negative');
  });
});
