import { describe, expect, it } from 'vitest';
import { climates, climateSlugs } from '../climate';
import { spaceTypes } from './presets';
import { quickEstimate } from './quick';

describe('quick estimate', () => {
  it('gives a range, low below high, for every space type', () => {
    for (const space of spaceTypes) {
      const r = quickEstimate({ area: 80, space, emirate: 'dubai' });
      expect(r.low, space).toBeGreaterThan(0);
      expect(r.high, space).toBeGreaterThan(r.low);
    }
  });
  it('grows with the floor area', () => {
    expect(quickEstimate({ area: 200, space: 'office', emirate: 'dubai' }).high).toBeGreaterThan(
      quickEstimate({ area: 100, space: 'office', emirate: 'dubai' }).high,
    );
  });
  it('is higher in a hotter emirate', () => {
    const dubai = quickEstimate({ area: 150, space: 'villa', emirate: 'dubai' });
    const abuDhabi = quickEstimate({ area: 150, space: 'villa', emirate: 'abu-dhabi' });
    expect(abuDhabi.low).toBeGreaterThan(dubai.low);
    expect(abuDhabi.high).toBeGreaterThan(dubai.high);
  });
  it('puts a crowded restaurant far above an office of the same size', () => {
    const office = quickEstimate({ area: 100, space: 'office', emirate: 'dubai' });
    const restaurant = quickEstimate({ area: 100, space: 'restaurant', emirate: 'dubai' });
    expect(restaurant.low).toBeGreaterThan(2 * office.low);
  });
  it('covers all seven emirates; Ajman and Umm Al Quwain use the Sharjah station, and say so', () => {
    for (const e of [
      'dubai',
      'abu-dhabi',
      'sharjah',
      'ajman',
      'umm-al-quwain',
      'ras-al-khaimah',
      'fujairah',
    ])
      expect(climateSlugs).toContain(e);
    for (const e of ['ajman', 'umm-al-quwain'] as const) {
      expect(climates[e].station).toBe('sharjah');
      expect(quickEstimate({ area: 120, space: 'villa', emirate: e })).toEqual(
        quickEstimate({ area: 120, space: 'villa', emirate: 'sharjah' }),
      );
    }
    expect(climateSlugs.filter((e) => climates[e].station)).toEqual(['ajman', 'umm-al-quwain']);
  });
});
