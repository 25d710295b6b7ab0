import { describe, expect, it } from 'vitest';
import { clockFrom, dubaiDatePlus, dubaiToday, now, testClockSetting } from './clock';
import { parseEnv } from './config/schema';
import { testClockInstant } from '../tests/support/clock';

const real = Date.parse('2026-11-27T19:00:00Z');
let elapsed = 0;
const realMs = () => real + elapsed;

describe('the clock', () => {
  it('ignores TEST_CLOCK in a build without test routes', () => {
    const clock = clockFrom('2030-01-07T10:30:00+04:00', false, real, realMs);
    elapsed = 0;
    expect(clock().getTime()).toBe(real);
  });

  it('reads the given instant at start and runs on in real time from it', () => {
    elapsed = 0;
    const clock = clockFrom('2030-01-07T10:30:00+04:00', true, real, realMs);
    expect(clock().toISOString()).toBe('2030-01-07T06:30:00.000Z');
    elapsed = 90_000;
    expect(clock().toISOString()).toBe('2030-01-07T06:31:30.000Z');
  });

  it('keeps the real time when the setting is missing or not an instant', () => {
    elapsed = 0;
    expect(clockFrom(undefined, true, real, realMs)().getTime()).toBe(real);
    expect(clockFrom('next monday', true, real, realMs)().getTime()).toBe(real);
  });

  it('is the real clock under the unit tests (no test-route build)', () => {
    expect(Math.abs(now().getTime() - Date.now())).toBeLessThan(1000);
  });
});

describe('dates in Dubai', () => {
  it('turns the day at midnight Dubai time (20:00 UTC), not at midnight UTC', () => {
    expect(dubaiToday(new Date('2026-11-30T19:59:59Z'))).toBe('2026-11-30');
    expect(dubaiToday(new Date('2026-11-30T20:00:00Z'))).toBe('2026-12-01');
    expect(dubaiToday(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('counts days ahead across a month end', () => {
    expect(dubaiDatePlus(1, new Date('2026-11-30T10:00:00+04:00'))).toBe('2026-12-01');
    expect(dubaiDatePlus(-1, new Date('2026-12-01T00:30:00+04:00'))).toBe('2026-11-30');
  });
});

describe('TEST_CLOCK', () => {
  it('must be an ISO instant with its offset', () => {
    expect(testClockSetting.safeParse('2026-12-07T10:30:00+04:00').success).toBe(true);
    expect(testClockSetting.safeParse('2026-12-07T06:30:00Z').success).toBe(true);
    expect(testClockSetting.safeParse('2026-12-07 10:30').success).toBe(false);
    expect(() => parseEnv({ TEST_CLOCK: 'tomorrow' })).toThrow(/TEST_CLOCK/);
    expect(parseEnv({}).TEST_CLOCK).toBeUndefined();
  });

  it('is chosen for the end-to-end run as the next Monday 10:30 in Dubai, always ahead of real time', () => {
    // Friday evening, Sunday late in Dubai (already Monday in Dubai at 21:00 UTC), Monday morning.
    expect(testClockInstant(new Date('2026-11-27T19:00:00Z'))).toBe('2026-11-30T10:30:00+04:00');
    expect(testClockInstant(new Date('2026-11-29T21:00:00Z'))).toBe('2026-12-07T10:30:00+04:00');
    expect(testClockInstant(new Date('2026-11-30T05:00:00Z'))).toBe('2026-12-07T10:30:00+04:00');
    for (let day = 0; day < 14; day++) {
      const at = new Date(Date.parse('2026-11-27T00:00:00Z') + day * 86_400_000 + 3_600_000 * 7);
      const chosen = Date.parse(testClockInstant(at));
      expect(chosen).toBeGreaterThan(at.getTime());
      expect(chosen - at.getTime()).toBeLessThan(8 * 86_400_000);
    }
  });
});
