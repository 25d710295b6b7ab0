import type { Locale } from '@/lib/i18n/routing';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { hoursLines } from '@/lib/i18n/hours-text';
import { loadMessages } from '@/lib/i18n/messages';
import { leadSchemas } from '@/lib/leads/schemas';
import { openingHoursSpecification } from '@/lib/seo/structured-data';
import { isVisitWindow } from '@/lib/booking/calendar';
import { defaultRules } from '@/lib/booking/model';
import { hoursOn, openingHours, windowBounds, windowsFor, windowsOf, weekdayOf } from './hours';

// The opening hours are written once (./hours.ts); this ties everything derived from them together:
// the windows the forms offer, the server's check, the structured data and the text visitors read.

// The first week of December 2026, Sunday to Saturday, seen from a Sunday morning in November.
const now = new Date('2026-11-22T06:00:00Z');
const week = [
  '2026-12-06',
  '2026-12-07',
  '2026-12-08',
  '2026-12-09',
  '2026-12-10',
  '2026-12-11',
  '2026-12-12',
];
const rules = { ...defaultRules, closedDates: new Set<string>() };
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));

const baseQuote = {
  service: 'air-conditioning',
  emirate: 'sharjah',
  propertyType: 'villa',
  fullName: 'Test Person',
  phone: '0501234567',
  email: 'person@example.com',
};

describe('opening hours', () => {
  it('are the original site’s: Sunday to Thursday 8:00 to 18:00, Friday 9:00 to 13:00, Saturday closed', () => {
    expect(week.map((d) => hoursOn(weekdayOf(d)))).toEqual([
      ...Array(5).fill({ days: [0, 1, 2, 3, 4], opens: '08:00', closes: '18:00' }),
      { days: [5], opens: '09:00', closes: '13:00' },
      undefined,
    ]);
  });

  it('offer only windows inside the day’s hours, and the server accepts every one of them', () => {
    for (const group of openingHours) {
      // What the forms list under this group's days.
      const offered = windowsOf(group);
      expect(offered.length).toBeGreaterThan(0);
      for (const date of week.filter((d) => group.days.includes(weekdayOf(d)))) {
        expect(windowsFor(date)).toEqual(offered);
        for (const window of offered) {
          const { start, end } = windowBounds(window);
          expect(start * 60).toBeGreaterThanOrEqual(minutes(group.opens));
          expect(end * 60).toBeLessThanOrEqual(minutes(group.closes));
          expect(isVisitWindow(rules, date, window, now)).toBe(true);
          const parsed = leadSchemas.quote.safeParse({ ...baseQuote, slot: `${date}_${window}` });
          expect(parsed.success, `${date} ${window}`).toBe(true);
        }
      }
    }
  });

  it('offer nothing on a closed day, and the server refuses any window there', () => {
    const saturday = week[6]!;
    expect(windowsFor(saturday)).toEqual([]);
    for (const window of windowsOf(openingHours[0]!))
      expect(isVisitWindow(rules, saturday, window, now)).toBe(false);
  });

  it('have a label for every window in both languages', () => {
    for (const locale of ['en', 'ar']) {
      const labels = (loadMessages(locale).forms as { options: { window: Record<string, string> } })
        .options.window;
      for (const window of openingHours.flatMap(windowsOf)) expect(labels[window]).toBeTruthy();
    }
  });

  it('are what the structured data states', () => {
    expect(openingHoursSpecification()).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: '08:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['https://schema.org/Friday'],
        opens: '09:00',
        closes: '13:00',
      },
    ]);
  });

  it('are what the footer and contact page say, in both languages', () => {
    const text = (locale: Locale) => {
      // The message files as next-intl's untyped catalogue, whose keys and values are any strings.
      const messages = loadMessages(locale) as Parameters<typeof createTranslator>[0]['messages'];
      const t = createTranslator({ locale, messages, namespace: 'common' });
      return hoursLines(locale, t);
    };
    // A no-break space between a time and its AM/PM word: the two never wrap apart.
    const nb = (line: string) => line.replace(/(\d) /g, '$1\u00a0');
    expect(text('en')).toEqual(
      [
        'Sunday to Thursday: 8:00 AM to 6:00 PM',
        'Friday: 9:00 AM to 1:00 PM',
        'Saturday: closed',
      ].map(nb),
    );
    expect(text('ar')).toEqual(
      [
        'من الأحد إلى الخميس: 8:00 صباحًا حتى 6:00 مساءً',
        'الجمعة: 9:00 صباحًا حتى 1:00 ظهرًا',
        'السبت: مغلق',
      ].map(nb),
    );
    expect(text('ar')[0]).toContain('6:00\u00a0مساءً');
    expect(text('en')[0]).toContain('6:00\u00a0PM');
  });
});
