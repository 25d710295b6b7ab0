import { describe, expect, it } from 'vitest';
import { clockHour, formatNumber, roundToSum } from './format';

describe('formatting', () => {
  it('writes Western digits in Arabic too', () => {
    expect(formatNumber('ar', 12345.6, 1)).toBe('12,345.6');
    expect(formatNumber('en', 3.456, 2)).toBe('3.46');
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
