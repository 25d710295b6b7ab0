import { describe, expect, it } from 'vitest';
import { coolingLoad, recommendUnits } from './index';
import { input, room } from './fixtures';
import { W_PER_TR } from '../units';

const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

describe('cooling load (ASHRAE RTS method)', () => {
  it('adds its breakdown up exactly to its total, per zone and for the block', () => {
    const r = coolingLoad(
      input([room(), room({ name: 'East', walls: [{ orientation: 'E', area: 20, glass: 8 }] })]),
    );
    for (const z of [...r.zones, r.block]) {
      expect(sum(z.breakdown)).toBe(z.total);
      expect(z.sensible + z.latent).toBe(z.total);
    }
    // Zones peaking at different hours: their peaks added are at least the block peak.
    expect(r.sumOfZonePeaks).toBeGreaterThanOrEqual(r.block.total);
  });

  it("draws the peak hour's bar at the total the page states", () => {
    const r = coolingLoad(input([room(), room({ name: 'Two' })]));
    for (const z of [...r.zones, r.block]) expect(z.hourly[z.peakHour - 1]).toBe(z.total);
  });

  it('rises with more glass on the west wall', () => {
    const base = coolingLoad(input([room()])).block.total;
    const more = coolingLoad(
      input([
        room({
          walls: [
            { orientation: 'W', area: 12, glass: 8 },
            { orientation: 'S', area: 15, glass: 2 },
          ],
        }),
      ]),
    ).block.total;
    expect(more).toBeGreaterThan(base);
  });

  it('gives a higher sensible load in a hotter emirate', () => {
    // Coastal stations in order of their 0.4 % design dry bulb: 42.9, 43.3, 44.3, 44.7 and 45.1 °C.
    const loads = (['fujairah', 'dubai', 'sharjah', 'ras-al-khaimah', 'abu-dhabi'] as const).map(
      (e) => coolingLoad(input([room()], e)).block.sensible,
    );
    for (let i = 1; i < loads.length; i++) expect(loads[i]).toBeGreaterThan(loads[i - 1]!);
    const hotter = input([room()]);
    hotter.conditions.outdoorDb += 2;
    expect(coolingLoad(hotter).block.sensible).toBeGreaterThan(loads[1]!);
  });

  it('doubles the people load when the people double', () => {
    const one = coolingLoad(input([room({ people: 4 })], 'dubai', 0)).block.breakdown.people;
    const two = coolingLoad(input([room({ people: 8 })], 'dubai', 0)).block.breakdown.people;
    expect(Math.abs(two - 2 * one)).toBeLessThanOrEqual(1);
    // ASHRAE Fundamentals 2021, Ch. 18, Table 1: seated, very light work, 70 W sensible + 45 W latent each.
    expect(one).toBe(4 * (70 + 45));
  });

  it('peaks in the afternoon behind west glass and earlier behind east glass', () => {
    const west = coolingLoad(
      input([room({ roofExposed: false, walls: [{ orientation: 'W', area: 15, glass: 9 }] })]),
    ).block.peakHour;
    const east = coolingLoad(
      input([room({ roofExposed: false, walls: [{ orientation: 'E', area: 15, glass: 9 }] })]),
    ).block.peakHour;
    expect(west).toBeGreaterThanOrEqual(15);
    expect(west).toBeLessThanOrEqual(18);
    expect(east).toBeLessThan(west);
  });

  it('never counts a latent load from outdoor air drier than the room', () => {
    // Abu Dhabi's design air, 45.1 °C with 23.0 °C wet bulb, holds about 8.5 g/kg; the room at 24 °C, 50 % holds 9.3.
    const r = coolingLoad(
      input([room({ people: 0, outdoorAir: 200, infiltrationAch: 0 })], 'abu-dhabi', 0),
    );
    expect(r.block.latent).toBe(0);
    expect(r.block.breakdown.air).toBeGreaterThan(0);
  });

  it('uses the ASHRAE air equations: 1.23 × L/s × K sensible at sea level', () => {
    const c = input(
      [
        room({
          walls: [],
          roofExposed: false,
          people: 0,
          lighting: 0,
          equipment: 0,
          infiltrationAch: 0,
          outdoorAir: 100,
        }),
      ],
      'dubai',
      0,
    );
    c.conditions = { ...c.conditions, dailyRange: 0, outdoorDb: 34, outdoorWb: 16 };
    const r = coolingLoad(c);
    // Dubai at 10 m: air density 0.1 % below sea level. 1.23 × 100 × (34 − 24) = 1230 W.
    expect(r.block.breakdown.air).toBeGreaterThan(1225);
    expect(r.block.breakdown.air).toBeLessThanOrEqual(1230);
  });

  it('applies the safety factor as its own line', () => {
    const r = coolingLoad(input([room()], 'dubai', 10)).block;
    expect(Math.abs(r.breakdown.safety - (r.total - r.breakdown.safety) * 0.1)).toBeLessThanOrEqual(
      1,
    );
  });
});

describe('recommended unit sizes', () => {
  it('picks the smallest standard split or ducted size that covers the load', () => {
    expect(recommendUnits(0.8 * W_PER_TR)).toEqual({ count: 1, size: 1 });
    expect(recommendUnits(1.2 * W_PER_TR)).toEqual({ count: 1, size: 1.5 });
    expect(recommendUnits(3.5 * W_PER_TR)).toEqual({ count: 1, size: 4 });
    expect(recommendUnits(5 * W_PER_TR)).toEqual({ count: 1, size: 5 });
  });
  it('splits loads above 5 TR into equal standard units', () => {
    expect(recommendUnits(7 * W_PER_TR)).toEqual({ count: 2, size: 4 });
    expect(recommendUnits(12 * W_PER_TR)).toEqual({ count: 3, size: 4 });
    expect(recommendUnits(0)).toEqual({ count: 0, size: 0 });
  });
});
