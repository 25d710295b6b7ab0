import { describe, expect, it } from 'vitest';
import { scheduleQuery, scheduleSearch } from './query';

const now = new Date('2026-03-10T06:00:00Z');
const id = '0b6f7f5e-6f0a-4c39-9d5e-2f7d7f0f1a11';

describe('scheduleQuery', () => {
  it('falls back to today, the day view and every zone', () => {
    expect(scheduleQuery({}, now)).toEqual({
      day: '2026-03-10',
      view: 'day',
      zone: null,
      booking: null,
    });
    expect(
      scheduleQuery({ day: '2026-02-30', view: 'month', zone: 'mars', booking: 'x' }, now),
    ).toEqual({ day: '2026-03-10', view: 'day', zone: null, booking: null });
  });

  it('reads a view from a page address and from a posted form alike', () => {
    const want = { day: '2026-03-12', view: 'week', zone: 'dubai', booking: id };
    expect(
      scheduleQuery({ day: '2026-03-12', view: 'week', zone: 'dubai', booking: id }, now),
    ).toEqual(want);
    const form = new FormData();
    for (const [k, v] of Object.entries(want)) form.set(k, v);
    expect(scheduleQuery(form, now)).toEqual(want);
    expect(
      scheduleQuery(new URLSearchParams(scheduleSearch(scheduleQuery(form, now))), now),
    ).toEqual(want);
  });
});
