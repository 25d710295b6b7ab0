import { describe, expect, it } from 'vitest';
import {
  dewPoint,
  enthalpy,
  humidityRatioFromRh,
  humidityRatioFromWetBulb,
  relativeHumidity,
  saturationPressure,
  specificVolume,
  standardPressure,
  wetBulb,
} from './psychrometrics';

describe('psychrometrics (ASHRAE Handbook—Fundamentals 2017, Chapter 1)', () => {
  it('matches the saturation pressures of Table 3 within the 300 ppm ASHRAE claims for its equations', () => {
    // Table 3, "Thermodynamic Properties of Water at Saturation": pws in kPa.
    for (const [t, pws] of [
      [-20, 0.10324],
      [5, 0.8726],
      [25, 3.1697],
      [50, 12.3513],
      [100, 101.418],
    ] as const) {
      expect(Math.abs(saturationPressure(t) / pws - 1)).toBeLessThan(3e-4);
    }
  });

  it('gives the standard atmosphere of Table 1', () => {
    expect(standardPressure(0)).toBeCloseTo(101.325, 3);
    expect(standardPressure(500)).toBeCloseTo(95.461, 2);
    expect(standardPressure(1000)).toBeCloseTo(89.875, 2);
  });

  it('solves Example 1 of Chapter 1: air at 40 °C dry bulb, 20 °C wet bulb, 101.325 kPa', () => {
    // Published answers: W = 0.0065 kg/kg, h = 56.7 kJ/kg, φ = 14 %, v = 0.896 m³/kg, td about 7 °C.
    // The Handbook's answer uses the tabulated Ws* (real gas, with the enhancement factor); the
    // ideal-gas equations used here agree within 0.0001 kg/kg, as PsychroLib's tests also accept.
    const w = humidityRatioFromWetBulb(40, 20);
    expect(Math.abs(w - 0.0065)).toBeLessThan(1e-4);
    expect(enthalpy(40, w)).toBeCloseTo(56.7, 0);
    expect(relativeHumidity(40, w)).toBeCloseTo(0.14, 2);
    expect(specificVolume(40, w)).toBeCloseTo(0.896, 2);
    expect(Math.abs(dewPoint(w) - 7)).toBeLessThan(0.5);
  });

  it('round-trips between wet bulb, relative humidity and humidity ratio', () => {
    const w = humidityRatioFromWetBulb(43.3, 23.6);
    expect(wetBulb(43.3, w)).toBeCloseTo(23.6, 3);
    const rh = relativeHumidity(24, humidityRatioFromRh(24, 0.5));
    expect(rh).toBeCloseTo(0.5, 6);
  });

  it('puts the room at 24 °C and 50 % near 9.3 g/kg, as the psychrometric chart does', () => {
    expect(humidityRatioFromRh(24, 0.5)).toBeCloseTo(0.0093, 4);
  });
});
