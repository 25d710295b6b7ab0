import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';
import { bookingStatuses, isActive, type BookingStatus } from './model';
import { firstName, statusCopy, statusTextParts } from './status-copy';
import { statusWords } from './status-text';

// The status table: every status has its words in both languages, an ended visit is never spoken of
// as coming, and the technician's name and phone appear only where the table allows them. The facts
// are sentinels, so a text that uses one it should not is caught in any language.

const facts = (status: BookingStatus) => ({
  status,
  reference: 'BK-TEST-REF',
  day: 'VISIT-DAY',
  window: 'VISIT-WINDOW',
  technician: { name: 'Technician-First Surname-Last', phone: '+971507654321' },
  companyPhone: 'COMPANY-PHONE',
});
const allText = (w: ReturnType<typeof statusWords>) =>
  [w.headline, w.next, w.message, w.followUp].join('\n');

describe.each(locales)('the status table in %s', (locale) => {
  const t = serverText(locale);

  it.each(bookingStatuses)('%s: every part is written, with no placeholder left', (status) => {
    const words = statusWords(t, facts(status));
    for (const part of statusTextParts)
      expect(t.maybe(`bookingStatus.${status}.${part}`, words.values), part).toBeTruthy();
    for (const text of [words.headline, words.next, words.message, words.followUp]) {
      expect(text.length).toBeGreaterThan(10);
      expect(text).not.toMatch(/[{}]/);
    }
    // Each message names the booking, for a channel that sends it on its own.
    expect(words.message).toContain('BK-TEST-REF');
    // The follow-up comes after an e-mail has told the reference and the day, and an e-mail is not the
    // page: it names neither again and speaks of "your booking page", never "this page".
    expect(words.followUp).not.toContain('BK-TEST-REF');
    expect(words.followUp).not.toContain('VISIT-DAY');
    expect(words.followUp).not.toMatch(/this page|هذه الصفحة/);
  });

  it.each(bookingStatuses.filter((s) => !isActive(s)))(
    '%s: an ended visit is never spoken of as coming: no day, window or technician',
    (status) => {
      const text = allText(statusWords(t, facts(status)));
      expect(text).not.toContain('VISIT-DAY');
      expect(text).not.toContain('VISIT-WINDOW');
      expect(text).not.toContain('Technician-First');
      expect(text).not.toMatch(locale === 'en' ? /arriv|on the way|will call/i : /يصل|في الطريق/);
    },
  );

  it.each(bookingStatuses)('%s: the technician by first name only where allowed', (status) => {
    const words = statusWords(t, facts(status));
    const text = allText(words);
    const allowed = statusCopy[status].technician;
    expect(text).not.toContain('Surname-Last');
    if (allowed === 'none') {
      expect(words.technician).toBeNull();
      expect(text).not.toContain('Technician-First');
    } else {
      expect(words.headline).toContain('Technician-First');
      expect(words.technician?.firstName).toBe('Technician-First');
    }
    expect(words.technician?.phone ?? null).toBe(
      allowed === 'nameAndPhone' ? '+971507654321' : null,
    );
    // Printed numbers join their groups with no-break spaces (lib/config/contact-links.ts).
    const plain = (t: string) => t.replace(/\u00a0/g, ' ');
    if (allowed !== 'nameAndPhone') expect(plain(text)).not.toContain('50 765 4321');
    else expect(plain(words.message)).toContain('50 765 4321');
  });

  it.each(['assigned', 'on_the_way'] as const)(
    '%s without a technician (staff may mark "on the way" unassigned): no empty name',
    (status) => {
      const words = statusWords(t, { ...facts(status), technician: null });
      expect(words.technician).toBeNull();
      expect(words.headline.trim()).toBe(words.headline);
      expect(words.headline).not.toMatch(/^\s|\s\s/);
      if (status === 'on_the_way') expect(words.message).toContain('COMPANY-PHONE');
    },
  );
});

describe('what each status allows', () => {
  it('an ended visit offers no change, no coming visit and no technician; done asks how it went', () => {
    for (const status of bookingStatuses) {
      const copy = statusCopy[status];
      expect(copy.visitAhead).toBe(isActive(status));
      if (!copy.visitAhead) {
        expect(copy.changes).toBe('none');
        expect(copy.technician).toBe('none');
        expect(copy.coordinatorCall).toBe(false);
      }
      expect(copy.review).toBe(status === 'done');
    }
  });

  it('changes online only before the technician sets out; the phone on the way', () => {
    expect(bookingStatuses.filter((s) => statusCopy[s].changes === 'online')).toEqual([
      'received',
      'confirmed',
      'assigned',
    ]);
    expect(statusCopy.on_the_way.changes).toBe('phone');
  });

  it('the technician is named once assigned, with a phone only on the way', () => {
    expect(bookingStatuses.filter((s) => statusCopy[s].technician !== 'none')).toEqual([
      'assigned',
      'on_the_way',
    ]);
    expect(statusCopy.on_the_way.technician).toBe('nameAndPhone');
  });

  it('the calendar cancels a visit that will not take place', () => {
    expect(statusCopy.cancelled.calendar).toEqual({ method: 'CANCEL', status: 'CANCELLED' });
    expect(statusCopy.no_show.calendar).toEqual({ method: 'CANCEL', status: 'CANCELLED' });
    expect(statusCopy.received.calendar).toEqual({ method: 'PUBLISH', status: 'TENTATIVE' });
    expect(statusCopy.done.calendar.method).toBe('PUBLISH');
  });

  it('a first name is the first word of the name staff typed', () => {
    expect(firstName('  Ravi   Kumar ')).toBe('Ravi');
    expect(firstName('محمد علي')).toBe('محمد');
    expect(firstName('Samir')).toBe('Samir');
  });
});
