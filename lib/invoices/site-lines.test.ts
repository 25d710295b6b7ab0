import { describe, expect, it } from 'vitest';
import { filsOfAed, readSiteLines, readTrn } from './site-lines';

const form = (rows: [string, string, string, string][]) => {
  const f = new FormData();
  for (const [d, c, p, x] of rows) {
    f.append('siteDescription', d);
    f.append('siteCount', c);
    f.append('sitePrice', p);
    f.append('siteDiscount', x);
  }
  return f;
};

describe('lines added on site', () => {
  it('reads AED amounts as fils, exactly', () => {
    expect(filsOfAed('85.5')).toBe(8550);
    expect(filsOfAed('1,200.05')).toBe(120005);
    expect(filsOfAed('0.1')).toBe(10);
    for (const bad of ['', '-5', '1.234', 'abc', '1e3', '9999999'])
      expect(filsOfAed(bad)).toBeNull();
  });

  it('keeps filled rows, skips blank ones', () => {
    const result = readSiteLines(
      form([
        ['Run capacitor', '2', '85.50', '10'],
        ['', '1', '', ''],
      ]),
    );
    expect(result).toEqual({
      ok: true,
      lines: [
        {
          source: 'site',
          priceId: null,
          unitType: null,
          description: 'Run capacitor',
          count: 2,
          unitPriceFils: 8550,
          discountFils: 1000,
        },
      ],
    });
  });

  it('names every bad field of every row, and keeps none', () => {
    const result = readSiteLines(
      form([
        ['x', '0', '12.345', ''],
        ['Fan motor', '1', '100', '100.01'],
      ]),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { row: 0, field: 'description' },
        { row: 0, field: 'count' },
        { row: 0, field: 'price' },
        { row: 1, field: 'discount' },
      ],
    });
  });

  it('takes a 15-digit TRN, or none', () => {
    expect(readTrn('100 1234 5670 0003')).toEqual({ ok: true, trn: '100123456700003' });
    expect(readTrn('')).toEqual({ ok: true, trn: null });
    expect(readTrn('12345')).toEqual({ ok: false });
  });
});
