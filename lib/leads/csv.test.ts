import { describe, expect, it } from 'vitest';
import { csvField, leadsToCsv } from './csv';

describe('CSV export', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });
  it('neutralises spreadsheet formulas and writes dates as ISO', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+971501234567')).toBe("'+971501234567");
    expect(csvField(new Date('2026-11-22T06:00:00Z'))).toBe('2026-11-22T06:00:00.000Z');
    expect(csvField(null)).toBe('');
  });
});

describe('leadsToCsv', () => {
  it('starts with a byte-order mark and the header row', () => {
    expect(leadsToCsv([]).startsWith('\uFEFFcreatedAt,kind,status,name')).toBe(true);
  });
});
