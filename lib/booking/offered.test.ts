import { describe, expect, it } from 'vitest';
import { defaultRules } from './model';
import { checkSlot, offeredDays, offeredValues } from './offered';

// Times are Dubai's (UTC+4). 22 November 2026 is a Sunday; 26 November a Thursday, 27 a Friday.
const at = (local: string) => new Date(`${local}+04:00`);
const rules = (closed: string[] = []) => ({ ...defaultRules, closedDates: new Set(closed) });

describe('the windows the call-back form offers', () => {
  it('are the rest of today and the next working day, skipping Saturday and closed days', () => {
    expect(offeredDays('callback', rules(), at('2026-11-26T17:20:00'))).toEqual([
      { date: '2026-11-26', windows: ['16-18'] },
      { date: '2026-11-27', windows: ['09-11', '11-13'] },
    ]);
    // Friday after the last window: Sunday and Monday (Saturday closed, Sunday a holiday here).
    expect(offeredDays('callback', rules(['2026-11-29']), at('2026-11-27T12:40:00'))).toEqual([
      { date: '2026-11-30', windows: ['08-10', '10-12', '12-14', '14-16', '16-18'] },
      { date: '2026-12-01', windows: ['08-10', '10-12', '12-14', '14-16', '16-18'] },
    ]);
  });

  it('are refused as "passed" once a window ends while the visitor types', () => {
    const shown = at('2026-11-26T17:20:00');
    expect(checkSlot('callback', rules(), '2026-11-26_16-18', shown)).toBe('ok');
    expect(checkSlot('callback', rules(), '2026-11-26_16-18', at('2026-11-26T17:31:00'))).toBe(
      'passed',
    );
    expect(checkSlot('callback', rules(), '2026-11-28_10-12', shown)).toBe('invalid');
    expect(checkSlot('callback', rules(), '2026-11-26_16-18x', shown)).toBe('invalid');
  });
});

describe('the windows the quote form offers', () => {
  it('are 14 days of visit windows after the lead time, without Saturdays or closed days', () => {
    const now = at('2026-11-22T10:00:00');
    const days = offeredDays('quote', rules(['2026-12-02']), now);
    expect(days[0]).toEqual({ date: '2026-11-22', windows: ['12-14', '14-16', '16-18'] });
    expect(days.map((d) => d.date)).not.toContain('2026-11-28');
    expect(days.map((d) => d.date)).not.toContain('2026-12-02');
    expect(days.at(-1)!.date).toBe('2026-12-04');
    for (const value of offeredValues(days))
      expect(checkSlot('quote', rules(['2026-12-02']), value, now)).toBe('ok');
  });

  it('refuses a window inside the lead time as "passed", and a closed or unknown one as invalid', () => {
    const now = at('2026-11-22T10:00:00');
    expect(checkSlot('quote', rules(), '2026-11-22_10-12', now)).toBe('passed');
    expect(checkSlot('quote', rules(), '2026-11-21_10-12', now)).toBe('invalid');
    expect(checkSlot('quote', rules(['2026-12-02']), '2026-12-02_10-12', now)).toBe('invalid');
    expect(checkSlot('quote', rules(), '2026-11-27_14-16', now)).toBe('invalid');
    expect(checkSlot('quote', rules(), '2027-01-05_10-12', now)).toBe('invalid');
  });
});
