import { describe, expect, it } from 'vitest';
import { periodicFlux, typicalRoof, typicalWall, layersFor } from './conduction';
import { nonsolarRts, solarRts, toCoolingLoad } from './rts';
import { DSA_NORMAL_SHGC, irradiance, sunPosition } from './solar';
import { hourlyDryBulb } from '../climate';

const deg = (r: number) => (r * 180) / Math.PI;
const solAir = Array.from(
  { length: 24 },
  (_, h) => 38 + 12 * Math.cos((2 * Math.PI * (h + 1 - 15)) / 24),
);

describe('sun (ASHRAE Fundamentals 2021, Ch. 14)', () => {
  it('stands at 90° − |latitude − declination| at solar noon', () => {
    // On the standard meridian, solar noon is 12:00 minus the equation of time (−6.2 min on 21 July).
    const { beta } = sunPosition(25.25, 60, 12 + 6.2 / 60);
    expect(deg(beta)).toBeCloseTo(90 - (25.25 - 20.6), 6);
  });
  it('shines on east walls in the morning as on west walls in the afternoon', () => {
    const noon = 12 + 6.2 / 60;
    const east = irradiance(25, 60, noon - 4, -90);
    const west = irradiance(25, 60, noon + 4, 90);
    expect(east.beam).toBeCloseTo(west.beam, 6);
    expect(irradiance(25, 60, noon + 4, -90).beam).toBe(0);
  });
  it('gives the reference glass its SHGC of about 0.87 at normal incidence', () => {
    expect(DSA_NORMAL_SHGC).toBeCloseTo(0.87, 1);
  });
});

describe('design day (ASHRAE Fundamentals 2021, Ch. 14, Table 6)', () => {
  it('peaks at the design dry bulb at 14:00 and 15:00 and bottoms out at 05:00', () => {
    const t = hourlyDryBulb(43.3, 10);
    expect(t[13]).toBe(43.3);
    expect(t[14]).toBe(43.3);
    expect(Math.min(...t)).toBeCloseTo(33.3, 6);
    expect(t.indexOf(Math.min(...t))).toBe(4);
  });
});

describe('wall and roof conduction', () => {
  it('passes the daily mean at the U-value: mean flux = U × (mean sol-air − room)', () => {
    for (const [con, u] of [
      [typicalWall, 0.57],
      [typicalRoof, 0.3],
      [typicalWall, 2.5],
    ] as const) {
      const q = periodicFlux(con, u, solAir, 24);
      const mean = q.reduce((a, b) => a + b) / 24;
      expect(mean).toBeCloseTo(u * (38 - 24), 6);
    }
  });
  it('sizes the insulation to give the U-value asked for', () => {
    const layers = layersFor(typicalWall, 0.57);
    const r = typicalWall.rse + typicalWall.rsi + layers.reduce((s, l) => s + l.d / l.k, 0);
    expect(1 / r).toBeCloseTo(0.57, 6);
  });
  it('damps and delays the daily swing through mass: the roof slab more than the wall', () => {
    const wall = periodicFlux(typicalWall, 0.5, solAir, 24);
    const roof = periodicFlux(typicalRoof, 0.5, solAir, 24);
    const swing = (q: number[]) => Math.max(...q) - Math.min(...q);
    expect(swing(roof)).toBeLessThan(swing(wall));
    expect(swing(wall)).toBeLessThan(0.5 * 24);
    // The sol-air peak is at hour 15; through a 200 mm block wall it arrives hours later.
    expect(wall.indexOf(Math.max(...wall)) + 1).toBeGreaterThan(18);
  });
});

describe('radiant time series (ASHRAE Fundamentals 2021, Ch. 18, Tables 19 and 20)', () => {
  it('releases every radiant gain within 24 hours: each series sums to 100 %', () => {
    for (const s of [...Object.values(nonsolarRts), ...Object.values(solarRts)])
      expect(s.reduce((a: number, b: number) => a + b, 0)).toBe(100);
  });
  it('turns a constant gain into the same constant load', () => {
    const load = toCoolingLoad(new Array(24).fill(500), 0.6, nonsolarRts[50]);
    for (const w of load) expect(w).toBeCloseTo(500, 9);
  });
});
