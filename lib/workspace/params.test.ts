import { describe, expect, it } from 'vitest';
import { isoDate, one, oneOf, wholeNumber } from './params';

describe('one', () => {
  it('reads a single value and refuses a repeated or missing one', () => {
    expect(one('a')).toBe('a');
    expect(one('')).toBe('');
    expect(one(['a', 'b'])).toBeUndefined();
    expect(one(undefined)).toBeUndefined();
  });
});

describe('oneOf', () => {
  const views = ['day', 'week'] as const;
  it('keeps a known value', () => expect(oneOf(views, 'week', 'day')).toBe('week'));
  it('falls back on an unknown, repeated or missing value', () => {
    expect(oneOf(views, 'month', 'day')).toBe('day');
    expect(oneOf(views, ['week'], 'day')).toBe('day');
    expect(oneOf(views, undefined, 'day')).toBe('day');
    expect(oneOf(views, 'month')).toBeUndefined();
  });
});

describe('wholeNumber', () => {
  it('reads plain digits within the bounds', () => {
    expect(wholeNumber('3', 1)).toBe(3);
    expect(wholeNumber('0', 1)).toBe(0);
    expect(wholeNumber('10', 1, { min: 1, max: 10 })).toBe(10);
  });
  it('falls back on anything else', () => {
    for (const bad of ['', '-1', '1.5', '1e3', ' 2', 'x', ['2'], undefined])
      expect(wholeNumber(bad, 7)).toBe(7);
    expect(wholeNumber('0', 1, { min: 1 })).toBe(1);
    expect(wholeNumber('11', 1, { max: 10 })).toBe(1);
  });
});

describe('isoDate', () => {
  it('reads a day that exists', () => {
    expect(isoDate('2026-02-28')).toBe('2026-02-28');
    expect(isoDate('2028-02-29')).toBe('2028-02-29');
  });
  it('refuses a malformed or impossible day', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '26-01-01', '2026-1-1', '', ['2026-01-01']])
      expect(isoDate(bad)).toBeUndefined();
  });
});
