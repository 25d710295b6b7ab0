import { describe, expect, it } from 'vitest';
import { dirhamWord, formatAed, toFils, vatOf } from './money';

describe('money', () => {
  it('rounds VAT to the fils, half up', () => {
    expect(vatOf(toFils(150))).toBe(750);
    expect(vatOf(toFils(0.1))).toBe(1); // 0.5 fils rounds up
    expect(vatOf(toFils(12.34))).toBe(62); // 61.7 fils
    expect(vatOf(toFils(12.3))).toBe(62); // 61.5 fils
    expect(vatOf(toFils(12.29))).toBe(61); // 61.45 fils
  });

  it('writes AED amounts in English with Western digits and grouping', () => {
    expect(formatAed(toFils(150), 'en')).toBe('AED 150');
    expect(formatAed(toFils(7500), 'en')).toBe('AED 7,500');
    expect(formatAed(toFils(157.5), 'en')).toBe('AED 157.50');
  });

  it('gives the dirham the form Arabic grammar asks of the number before it', () => {
    expect(formatAed(toFils(150), 'ar')).toBe('150 درهمًا');
    expect(formatAed(toFils(250), 'ar')).toBe('250 درهمًا');
    expect(formatAed(toFils(1400), 'ar')).toBe('1,400 درهم');
    expect(formatAed(toFils(300), 'ar')).toBe('300 درهم');
    expect(formatAed(toFils(105), 'ar')).toBe('105 دراهم');
    expect(dirhamWord(toFils(1))).toBe('درهم');
    expect(dirhamWord(toFils(2))).toBe('درهم');
    expect(dirhamWord(toFils(10))).toBe('دراهم');
    expect(dirhamWord(toFils(11))).toBe('درهمًا');
    expect(dirhamWord(toFils(99))).toBe('درهمًا');
    expect(formatAed(toFils(157.5), 'ar')).toBe('157.50 درهم');
  });

  it('agrees the dirham with 3, 10, 11, 150 and 1,000 as the issue lists them', () => {
    expect(formatAed(toFils(3), 'ar')).toBe('3 دراهم');
    expect(formatAed(toFils(10), 'ar')).toBe('10 دراهم');
    expect(formatAed(toFils(11), 'ar')).toBe('11 درهمًا');
    expect(formatAed(toFils(150), 'ar')).toBe('150 درهمًا');
    expect(formatAed(toFils(1000), 'ar')).toBe('1,000 درهم');
  });
});
