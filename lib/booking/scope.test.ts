import { describe, expect, it } from 'vitest';
import { areaValue, knownAreas, scopeFromQuery, scopeQuery } from './scope';

const names: Record<string, string[]> = {
  'dubai/dubai-marina': ['Dubai Marina', 'دبي مارينا'],
  'sharjah/al-majaz': ['Al Majaz', 'المجاز'],
};
const areas = knownAreas((e, a) => names[`${e}/${a}`] ?? []);

describe('areaValue', () => {
  it('stores the slug of a known area typed by its name in either language, or by its slug', () => {
    expect(areaValue('Dubai Marina', 'dubai', areas)).toBe('dubai-marina');
    expect(areaValue('  dubai   marina ', 'dubai', areas)).toBe('dubai-marina');
    expect(areaValue('دبي مارينا', 'dubai', areas)).toBe('dubai-marina');
    expect(areaValue('dubai-marina', 'dubai', areas)).toBe('dubai-marina');
  });

  it('keeps other text as typed, and a known area of another emirate as text', () => {
    expect(areaValue('Al Nahda 2', 'dubai', areas)).toBe('Al Nahda 2');
    expect(areaValue('Al Majaz', 'dubai', areas)).toBe('Al Majaz');
    expect(areaValue('Al Majaz', 'sharjah', areas)).toBe('al-majaz');
    expect(areaValue('   ', 'dubai', areas)).toBe('');
  });
});

describe('scope query', () => {
  it('reads the first value of each step-1 field and ignores anything else', () => {
    expect(
      scopeFromQuery({ service: ['painting', 'hvac'], emirate: ' dubai ', from: '2030-01-01' }),
    ).toEqual({
      service: 'painting',
      acUnits: '',
      propertyType: '',
      emirate: 'dubai',
      area: '',
      lines: '',
    });
  });

  it('writes only the fields that have a value', () => {
    expect(scopeQuery({ service: 'hvac', area: '', emirate: 'ajman' })).toEqual({
      service: 'hvac',
      emirate: 'ajman',
    });
  });
});
