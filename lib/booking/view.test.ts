import { describe, expect, it } from 'vitest';
import { dayButtonLabels } from './view';

// The day buttons are short ("Mon 30"), so a row that runs from November into December must say where
// the month changes, or "Tue 1" reads as a day of the month already shown.

describe('day button labels', () => {
  const dates = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'];

  it('names the month on the first day and where a new month begins, in English', () => {
    expect(dayButtonLabels('en', dates)).toEqual(['Sun, 29 Nov', 'Mon 30', 'Tue, 1 Dec', 'Wed 2']);
  });

  it('does the same in Arabic, with Western digits', () => {
    const [first, second, third, fourth] = dayButtonLabels('ar', dates);
    expect(first).toContain('نوفمبر');
    expect(second).not.toMatch(/نوفمبر|ديسمبر/);
    expect(third).toContain('1 ديسمبر');
    expect(fourth).not.toMatch(/نوفمبر|ديسمبر/);
  });
});
