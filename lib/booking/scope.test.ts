import { describe, expect, it } from 'vitest';
import { areaOfAnotherEmirate, areaValue, knownAreas, scopeFromQuery, scopeQuery } from './scope';

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

  it('keeps other text as typed, and a known area of another emirate as text (refused by areaOfAnotherEmirate)', () => {
    expect(areaValue('Al Nahda 2', 'dubai', areas)).toBe('Al Nahda 2');
    expect(areaValue('Al Majaz', 'dubai', areas)).toBe('Al Majaz');
    expect(areaValue('Al Majaz', 'sharjah', areas)).toBe('al-majaz');
    expect(areaValue('   ', 'dubai', areas)).toBe('');
  });
});

describe('areaOfAnotherEmirate', () => {
  it('is a known area of another emirate, by its slug or a name in either language', () => {
    expect(areaOfAnotherEmirate('dubai-marina', 'sharjah', areas)).toBe(true);
    expect(areaOfAnotherEmirate('Dubai  Marina', 'abu-dhabi', areas)).toBe(true);
    expect(areaOfAnotherEmirate('المجاز', 'dubai', areas)).toBe(true);
  });

  it('is not an area of the emirate chosen, a free-text area, or no area or emirate at all', () => {
    expect(areaOfAnotherEmirate('Dubai Marina', 'dubai', areas)).toBe(false);
    expect(areaOfAnotherEmirate('Al Nahda 2', 'sharjah', areas)).toBe(false);
    expect(areaOfAnotherEmirate('', 'sharjah', areas)).toBe(false);
    expect(areaOfAnotherEmirate('Dubai Marina', '', areas)).toBe(false);
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
