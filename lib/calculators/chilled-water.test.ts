import { describe, expect, it } from 'vitest';
import { chilledWater, chilledWaterSchema, pipeFriction } from './chilled-water';
import { fieldErrors } from './form';
import { LS_PER_GPM, PAM_PER_FTWG100FT, W_PER_TR } from './units';

describe('chilled-water flow and pipe size', () => {
  it('gives 2.4 gpm per ton at a 10 °F rise, the rule q = 500 × gpm × Δt', () => {
    // 12,000 BTU/h = 500 × gpm × 10 °F → 2.4 gpm; 10 °F = 5.56 K.
    const r = chilledWater({ load: W_PER_TR / 1000, deltaT: 10 / 1.8, maxFriction: 400 });
    expect(r.flowLs / LS_PER_GPM).toBeCloseTo(2.4, 1);
  });
  it('reads like the ASHRAE steel-pipe friction chart: 100 gpm in 3 in. schedule 40 at 4.3 ft/s', () => {
    // ASHRAE Fundamentals 2021, Ch. 22, friction chart for schedule 40 steel: between 2 and 3 ft of water per 100 ft.
    const q = (100 * LS_PER_GPM) / 1000;
    expect(q / ((Math.PI * 0.07793 ** 2) / 4) / 0.3048).toBeCloseTo(4.34, 2);
    const loss = pipeFriction(q, 0.07793) / PAM_PER_FTWG100FT;
    expect(loss).toBeGreaterThan(2.2);
    expect(loss).toBeLessThan(2.8);
  });
  it('picks the smallest pipe within the friction and velocity limits', () => {
    const r = chilledWater({ load: (100 * W_PER_TR) / 1000, deltaT: 5.5, maxFriction: 300 });
    expect(r.pipe?.ok).toBe(true);
    const smaller = r.neighbours.find((n) => n.pipe.dn < r.pipe!.pipe.dn);
    expect(smaller?.ok).toBe(false);
    expect(r.pipe!.pipe.dn).toBe(125);
  });
  it('refuses a zero temperature difference', () => {
    const bad = chilledWaterSchema('si').safeParse({
      load: '100',
      loadUnit: 'TR',
      deltaT: '0',
      maxFriction: '300',
    });
    expect(fieldErrors(bad.error!).deltaT).toEqual({ code: 'min', limit: 1 });
  });
});
