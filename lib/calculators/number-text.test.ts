import { describe, expect, it } from 'vitest';
import { quickSchema } from './cooling-load/schema';
import { fieldErrors } from './form';
import { readNumber } from './number-text';

const value = (text: string) => {
  const r = readNumber(text);
  return r.ok ? r.value : r.code;
};

describe('reading a typed number: one rule for every calculator field', () => {
  it('reads a decimal comma where it can only be one: "6,5" is 6.5, never 65', () => {
    expect(value('6,5')).toBe(6.5);
    expect(value('0,25')).toBe(0.25);
    expect(value(',5')).toBe(0.5);
    expect(value('1,2345')).toBe(1.2345);
    expect(value('0,500')).toBe(0.5);
    expect(value('1500,250')).toBe(1500.25);
    expect(value('-3,5')).toBe(-3.5);
  });
  it('reads thousands grouping only where it can only be that', () => {
    expect(value('1,250.5')).toBe(1250.5);
    expect(value('1,250,000')).toBe(1_250_000);
    expect(value('12 500')).toBe(12_500);
  });
  it('refuses a comma before three digits, offering both readings', () => {
    expect(readNumber('1,500')).toEqual({
      ok: false,
      code: 'ambiguousComma',
      thousands: '1500',
      decimal: '1.5',
    });
    expect(readNumber('2,500')).toMatchObject({ thousands: '2500', decimal: '2.5' });
    expect(readNumber('١٬٠٠٠')).toEqual({ ok: true, value: 1000 });
  });
  it('refuses mixed or misplaced separators and anything not plain decimal digits', () => {
    for (const bad of [
      '1.000,5',
      '1,50,000',
      '6,',
      '1,2,3',
      '1e5',
      '0x10',
      'Infinity',
      '6.5.1',
      'lots',
    ])
      expect(value(bad), bad).toBe('number');
  });
  it('reads Arabic-Indic and Persian digits and the Arabic decimal separator by the same rule', () => {
    expect(value('٦٫٥')).toBe(6.5);
    expect(value('٦,٥')).toBe(6.5);
    expect(value('۱۲۰')).toBe(120);
    expect(value('١٬٢٥٠٫٥')).toBe(1250.5);
    expect(readNumber('١,٥٠٠')).toMatchObject({ code: 'ambiguousComma', decimal: '1.5' });
  });
  it('is the rule the calculator schemas apply, with the readings on the error', () => {
    const parse = (area: string) =>
      quickSchema('si').safeParse({ area, space: 'office', emirate: 'dubai' });
    const ok = parse('6,5');
    expect(ok.success && ok.data.area).toBe(6.5);
    const ambiguous = parse('1,500');
    expect(ambiguous.success).toBe(false);
    expect(fieldErrors(ambiguous.error!).area).toEqual({
      code: 'ambiguousComma',
      limit: undefined,
      thousands: '1500',
      decimal: '1.5',
    });
    expect(parse('1,500.0').success).toBe(true);
    expect(fieldErrors(parse('').error!).area?.code).toBe('required');
    expect(fieldErrors(parse('1e3').error!).area?.code).toBe('number');
  });
});
