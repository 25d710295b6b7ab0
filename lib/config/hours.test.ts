import { describe, expect, it } from 'vitest';
import { uaeToday, isBookable, windowsFor } from './hours';

// 2026-11-22 is a Sunday. 06:00 UTC is 10:00 in Dubai.
const sundayMorning = new Date('2026-11-22T06:00:00Z');

describe('working-hours windows', () => {
  it('offers five windows Sunday to Thursday, two on Friday and none on Saturday', () => {
    expect(windowsFor('2026-11-22')).toHaveLength(5);
    expect(windowsFor('2026-11-26')).toHaveLength(5);
    expect(windowsFor('2026-11-27')).toEqual(['09-11', '11-13']);
    expect(windowsFor('2026-11-28')).toEqual([]);
  });
  it('uses the date in Dubai, not UTC', () => {
    expect(uaeToday(new Date('2026-11-21T21:00:00Z'))).toBe('2026-11-22');
  });
  it('refuses past dates, Saturdays, windows outside the day and windows already over', () => {
    expect(isBookable('2026-11-21', '10-12', sundayMorning)).toBe(false);
    expect(isBookable('2026-11-28', '10-12', sundayMorning)).toBe(false);
    expect(isBookable('2026-11-27', '14-16', sundayMorning)).toBe(false);
    expect(isBookable('2026-11-22', '08-10', sundayMorning)).toBe(false);
    expect(isBookable('not-a-date', '08-10', sundayMorning)).toBe(false);
  });
  it('accepts later windows today and any window on a future working day', () => {
    expect(isBookable('2026-11-22', '14-16', sundayMorning)).toBe(true);
    expect(isBookable('2026-11-27', '11-13', sundayMorning)).toBe(true);
    expect(isBookable('2026-12-01', '08-10', sundayMorning)).toBe(true);
  });
});
