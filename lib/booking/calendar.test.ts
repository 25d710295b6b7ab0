import { describe, expect, it } from 'vitest';
import { callDays, isVisitWindow, visitDays, windowInstant } from './calendar';
import { defaultRules, type BookingRules } from './model';

// Sunday 22 November 2026; 06:00 UTC is 10:00 in Dubai.
const sundayTen = new Date('2026-11-22T06:00:00Z');
const rules: BookingRules = { ...defaultRules, closedDates: new Set(['2026-12-02']) };
const capacity = {
  '08-10': 2,
  '09-11': 2,
  '10-12': 2,
  '11-13': 2,
  '12-14': 2,
  '14-16': 2,
  '16-18': 2,
};

describe('visit calendar', () => {
  it('starts windows in Dubai time', () => {
    expect(windowInstant('2026-11-24', '10-12').toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(windowInstant('2026-11-24', '10-12', 'end').toISOString()).toBe(
      '2026-11-24T08:00:00.000Z',
    );
  });

  it('marks windows already begun as passed, those inside the lead time as too soon, full ones as full, and open ones with places left', () => {
    const booked = new Map([
      ['2026-11-22_14-16', 2],
      ['2026-11-22_16-18', 1],
    ]);
    const [today] = visitDays({ rules, capacity, booked, now: sundayTen, days: 1 });
    expect(today!.slots.map((s) => [s.window, s.state, s.left])).toEqual([
      ['08-10', 'passed', 0], // over: «لم تعد متاحة», never «قريبة جدًا»
      ['10-12', 'passed', 0], // starts this minute
      ['12-14', 'open', 2], // starts exactly two hours from now
      ['14-16', 'full', 0],
      ['16-18', 'open', 1],
    ]);
  });

  it('tells a window that has not begun but is inside the lead time as too soon', () => {
    const nineThirty = new Date('2026-11-22T05:30:00Z'); // 09:30 in Dubai
    const [today] = visitDays({ rules, capacity, booked: new Map(), now: nineThirty, days: 1 });
    expect(today!.slots.map((s) => [s.window, s.state])).toEqual([
      ['08-10', 'passed'],
      ['10-12', 'soon'], // starts in 30 minutes, inside the two-hour lead
      ['12-14', 'open'],
      ['14-16', 'open'],
      ['16-18', 'open'],
    ]);
  });

  it('closes Saturdays and holidays, keeps Friday to its two windows, and stops at the horizon', () => {
    const days = visitDays({ rules, capacity, booked: new Map(), now: sundayTen, days: 60 });
    expect(days).toHaveLength(rules.horizonDays);
    expect(days.at(-1)!.date).toBe('2026-12-21');
    const byDate = Object.fromEntries(days.map((d) => [d.date, d]));
    expect(byDate['2026-11-28']).toMatchObject({ closed: true, slots: [] });
    expect(byDate['2026-12-02']).toMatchObject({ closed: true, slots: [] });
    expect(byDate['2026-11-27']!.slots.map((s) => s.window)).toEqual(['09-11', '11-13']);
  });

  it('accepts exactly the windows the calendar shows as bookable', () => {
    const days = visitDays({ rules, capacity, booked: new Map(), now: sundayTen, days: 40 });
    for (const day of days)
      for (const slot of day.slots)
        expect(
          isVisitWindow(rules, slot.date, slot.window, sundayTen),
          `${slot.date} ${slot.window}`,
        ).toBe(slot.state === 'open');
    expect(isVisitWindow(rules, '2026-11-27', '14-16', sundayTen)).toBe(false);
    expect(isVisitWindow(rules, '2026-02-30', '08-10', sundayTen)).toBe(false);
    expect(isVisitWindow(rules, '2026-11-21', '08-10', sundayTen)).toBe(false);
  });
});

describe('call-back windows', () => {
  it('offers the rest of today and the next working day, skipping Saturday and holidays', () => {
    // Friday 27 November, 11:45 in Dubai: 11-13 ends in 75 minutes; Saturday is closed.
    const fridayLate = new Date('2026-11-27T07:45:00Z');
    expect(callDays(rules, fridayLate, 2)).toEqual([
      { date: '2026-11-27', windows: ['11-13'] },
      { date: '2026-11-29', windows: ['08-10', '10-12', '12-14', '14-16', '16-18'] },
    ]);
    // Tuesday 1 December after hours: the next day is National Day.
    const eveOfHoliday = new Date('2026-12-01T15:00:00Z');
    expect(callDays(rules, eveOfHoliday, 1)).toEqual([
      { date: '2026-12-03', windows: ['08-10', '10-12', '12-14', '14-16', '16-18'] },
    ]);
  });
});
