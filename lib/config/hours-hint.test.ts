import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openingHours } from './hours';

// The visit-time hint of the quote form states the opening hours in words; it must say what the
// calendar offers (lib/booking/calendar.ts derives the windows from these hours).
const hint = (locale: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(process.cwd(), 'messages', locale, 'forms.json'), 'utf8'))
      .fields.slot.hint as string
  ).replace(/\s+/g, ' ');

describe('the visit-time hint', () => {
  it('matches the opening hours: Sunday to Thursday 8 to 6, Friday mornings only 9 to 1', () => {
    expect(openingHours).toEqual([
      { days: [0, 1, 2, 3, 4], opens: '08:00', closes: '18:00' },
      { days: [5], opens: '09:00', closes: '13:00' },
    ]);
    expect(hint('en')).toContain('Sunday to Thursday 8 am to 6 pm');
    expect(hint('en')).toContain('Friday mornings only (9 am to 1 pm)');
    expect(hint('ar')).toContain('من الأحد إلى الخميس من 8:00 صباحًا حتى 6:00 مساءً');
    expect(hint('ar')).toContain('والجمعة من 9:00 صباحًا حتى 1:00 ظهرًا');
  });
});
