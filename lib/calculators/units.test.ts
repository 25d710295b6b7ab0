import { describe, expect, it } from 'vitest';
import { convertFlow, convertPower, inputToSi, siToDisplay } from './units';

describe('unit conversion (NIST SP 811, 2008, Appendix B)', () => {
  it('converts a ton of refrigeration: 12,000 BTU/h = 3.516853 kW', () => {
    const r = convertPower(1, 'TR');
    expect(r.BTUh).toBeCloseTo(12_000, 6);
    expect(r.kW).toBeCloseTo(3.516853, 6);
    expect(convertPower(1, 'kW').BTUh).toBeCloseTo(3412.14, 2);
  });
  it('converts airflow: 1000 cfm = 471.9 L/s = 1699 m³/h', () => {
    const r = convertFlow(1000, 'CFM');
    expect(r.Ls).toBeCloseTo(471.9474, 4);
    expect(r.m3h).toBeCloseTo(1699.01, 2);
    expect(convertFlow(3.6, 'm3h').Ls).toBeCloseTo(1, 12);
  });
  it('round-trips every input quantity through the imperial units', () => {
    for (const q of [
      'length',
      'area',
      'uValue',
      'airflow',
      'temperature',
      'friction',
      'velocity',
      'ductSize',
      'tempDiff',
      'pipeFriction',
      'waterFlow',
    ] as const) {
      expect(inputToSi(q, siToDisplay(q, 37.5, 'ip'), 'ip')).toBeCloseTo(37.5, 9);
    }
    expect(siToDisplay('temperature', 100, 'ip')).toBeCloseTo(212, 9);
    expect(siToDisplay('uValue', 5.678263, 'ip')).toBeCloseTo(1, 9);
  });
});
