import { describe, expect, it } from 'vitest';
import { uaeToday, windowsFor } from './hours';

// 2026-11-22 is a Sunday. Which windows can be booked when: lib/booking/offered.test.ts.
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
});
