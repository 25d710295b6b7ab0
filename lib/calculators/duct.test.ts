import { ventilationSchema } from './ventilation';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './form';
import { ductSchema, ductSize, equivalentDiameter, frictionRate, roundUpSize } from './duct';
import { LS_PER_CFM, MM_PER_IN, PAM_PER_INWG100FT } from './units';

describe('duct size (ASHRAE Fundamentals 2021, Ch. 21)', () => {
  it("gives Huebscher's equivalent diameters of the ASHRAE rectangular-duct table", () => {
    // Ch. 21, Table 2 (I-P): 12 × 24 in. → 18.3 in.; 12 × 12 in. → 13.1 in.
    expect(equivalentDiameter(24, 12)).toBeCloseTo(18.3, 1);
    expect(equivalentDiameter(12, 12)).toBeCloseTo(13.1, 1);
  });
  it('reads like the friction chart: 1000 cfm at 0.1 in. of water per 100 ft needs a 14 in. duct', () => {
    // ASHRAE friction chart (Ch. 21, Fig. 10): 1000 cfm, 0.10 in./100 ft → about 14 in., about 950 fpm.
    const r = ductSize({
      airflow: 1000 * LS_PER_CFM,
      method: 'friction',
      friction: 0.1 * PAM_PER_INWG100FT,
      velocity: 0,
      height: 250,
    });
    expect(Math.abs(r.diameter / MM_PER_IN - 14)).toBeLessThan(0.4);
    expect(Math.abs(r.velocity / 0.00508 - 950)).toBeLessThan(60);
  });
  it('loses more per metre in a smaller duct and sizes by velocity from the continuity equation', () => {
    expect(frictionRate(0.5, 0.3)).toBeGreaterThan(frictionRate(0.5, 0.4));
    // 500 L/s at 5 m/s: D = √(4 × 0.5 / (π × 5)) = 0.357 m.
    const r = ductSize({ airflow: 500, method: 'velocity', friction: 0, velocity: 5, height: 250 });
    expect(r.diameter).toBeCloseTo(356.8, 1);
    expect(equivalentDiameter(r.width, 250)).toBeCloseTo(r.diameter, 3);
  });
  it('refuses a negative airflow', () => {
    const r = ductSchema('si').safeParse({
      airflow: '-100',
      method: 'friction',
      friction: '0.8',
      velocity: '5',
      height: '250',
    });
    expect(fieldErrors(r.error!).airflow?.code).toBe('negative');
  });
});

describe('duct form', () => {
  it('checks only the design value of the chosen method', () => {
    const form = {
      airflow: '500',
      method: 'friction',
      friction: '0.8',
      velocity: 'not used',
      height: '250',
    };
    expect(ductSchema('si').parse(form)).toMatchObject({ method: 'friction', friction: 0.8 });
    const r = ductSchema('si').safeParse({ ...form, method: 'velocity' });
    expect(fieldErrors(r.error!).velocity?.code).toBe('number');
  });
});

describe('every wrong field at once', () => {
  it('shows the airflow and the design value errors together, in both calculators', () => {
    const duct = ductSchema('si').safeParse({
      airflow: '-100',
      method: 'friction',
      friction: 'abc',
      velocity: '5',
      height: '250',
    });
    expect(Object.keys(fieldErrors(duct.error!)).sort()).toEqual(['airflow', 'friction']);
    const room = ventilationSchema('si').safeParse({
      space: 'office',
      area: '-5',
      people: 'abc',
      ez: '1',
      bedrooms: '',
      bathrooms: '',
    });
    expect(Object.keys(fieldErrors(room.error!)).sort()).toEqual(['area', 'people']);
  });
});

describe('the size to order', () => {
  it('rounds up to the next 50 mm, or from the inches shown to the next 2 in.', () => {
    expect(roundUpSize(356, 'si')).toBe(400);
    expect(roundUpSize(356, 'ip') / 25.4).toBeCloseTo(14, 6); // shown as 14 in.
    expect(roundUpSize(358, 'ip') / 25.4).toBeCloseTo(16, 6); // shown as 14.1 in.
    expect(roundUpSize(300, 'ip') / 25.4).toBeCloseTo(12, 6);
  });
});
