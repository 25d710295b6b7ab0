import { describe, expect, it } from 'vitest';
import { clockHour, formatNumber, roundToSum } from './format';

describe('formatting', () => {
  it('writes Western digits in Arabic too', () => {
    expect(formatNumber('ar', 12345.6, 1)).toBe('12,345.6');
    expect(formatNumber('en', 3.456, 2)).toBe('3.46');
  });
  it('writes every number exactly as Intl.NumberFormat does, in both languages', () => {
    // One Intl.NumberFormat per (language, digits): constructing 72,000 of them took seconds.
    const formatters = new Map<string, Intl.NumberFormat>();
    const intl = (locale: string, value: number, max: number, min: number) => {
      const key = `${locale} ${max} ${min}`;
      let formatter = formatters.get(key);
      if (!formatter)
        formatters.set(
          key,
          (formatter = new Intl.NumberFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE', {
            maximumFractionDigits: max,
            minimumFractionDigits: min,
          })),
        );
      return formatter.format(Object.is(value, -0) ? 0 : value);
    };
    // Halves, binary near-halves (1.005, 2.675), tiny negatives, large values, and a seeded random spread.
    const values = [
      0,
      -0,
      0.5,
      1.5,
      2.5,
      -2.5,
      1.005,
      2.675,
      -0.001,
      0.0049,
      999.95,
      999999.5,
      1234567.891,
      -1234.5,
      1e15 + 0.3,
      12345678901234567890,
    ];
    let seed = 42;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 3000; i++)
      values.push(
        (random() - 0.3) * 10 ** Math.floor(random() * 9),
        Math.round(random() * 100000) / 1000,
      );
    const differences: string[] = [];
    for (const locale of ['en', 'ar']) {
      for (const value of values) {
        for (const [max, min] of [
          [0, 0],
          [1, 0],
          [2, 0],
          [1, 1],
          [2, 2],
          [3, 1],
        ] as const) {
          const expected = intl(locale, value, max, min);
          const actual = formatNumber(locale, value, max, min);
          if (actual !== expected)
            differences.push(`${locale} ${value} ${max}/${min}: ${actual} != ${expected}`);
        }
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
  });
  it('rounds a breakdown so that it still adds up to its rounded total', () => {
    const values = [1.4, 1.4, 1.4, 0.8];
    const rounded = roundToSum(values);
    expect(rounded.reduce((a, b) => a + b)).toBe(5);
    expect(roundToSum([1234.5, 2345.6, 3456.7], 10).reduce((a, b) => a + b)).toBe(7040);
  });
  it('shows the hour ending 24 as midnight', () => {
    expect(clockHour(16)).toBe('16:00');
    expect(clockHour(24)).toBe('00:00');
  });
});
