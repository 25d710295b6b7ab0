import { describe, expect, it } from 'vitest';
import { convertFlat, flatFromQuery, flatToQuery } from './url';

describe('calculator addresses', () => {
  const base = { units: 'si' as const, form: { area: '150', space: 'office' } };
  it('round-trips a flat form and reads only known keys', () => {
    const s = { units: 'ip' as const, form: { area: '1600', space: 'retail' } };
    expect(flatFromQuery(flatToQuery(s), base)).toEqual(s);
    expect(flatFromQuery('?area=90&evil=1&units=xx', base)).toEqual({
      units: 'si',
      form: { area: '90', space: 'office' },
    });
  });
  it('converts the dimensioned fields when the units switch', () => {
    expect(convertFlat(base.form, { area: 'area' }, 'si', 'ip')).toEqual({
      area: '1615',
      space: 'office',
    });
  });
  it('rounds a converted value to what a person would type, and keeps it on the way back', () => {
    const q = { friction: 'friction', height: 'ductSize', length: 'length' } as const;
    const si = { friction: '0.8', height: '250', length: '3' };
    const ip = convertFlat(si, q, 'si', 'ip');
    expect(ip).toEqual({ friction: '0.0979', height: '9.84', length: '9.84' });
    expect(convertFlat(ip, q, 'ip', 'si')).toEqual(si);
  });
  it("gives a field still at its usual design value the other system's own figure", () => {
    const q = { friction: 'friction', height: 'ductSize' } as const;
    const usual = { height: { si: '250', ip: '10' } };
    expect(convertFlat({ friction: '0.8', height: '250' }, q, 'si', 'ip', usual)).toEqual({
      friction: '0.0979',
      height: '10',
    });
    expect(convertFlat({ friction: '0.8', height: '10' }, q, 'ip', 'si', usual).height).toBe('250');
    expect(convertFlat({ friction: '0.8', height: '300' }, q, 'si', 'ip', usual).height).toBe(
      '11.8',
    );
  });
});
