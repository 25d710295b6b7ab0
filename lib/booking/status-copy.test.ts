import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';
import { bookingStatuses, isActive, type BookingStatus } from './model';
import {
  cancelledByUs,
  firstName,
  statusCopy,
  statusTextParts,
  statusVoices,
  technicianName,
} from './status-copy';
import { statusWords } from './status-text';

// The status table: every status has its words in both languages, an ended visit is never spoken of
// as coming, and the technician's name and phone appear only where the table allows them. The facts
// are sentinels, so a text that uses one it should not is caught in any language.

const facts = (status: BookingStatus, locale: 'en' | 'ar' = 'en', byUs = false) => ({
  status,
  locale,
  cancelledByUs: byUs,
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

  it.each(statusVoices)('%s: every part is written, with no placeholder left', (voice) => {
    const byUs = voice === 'cancelled_by_us';
    const words = statusWords(t, facts(byUs ? 'cancelled' : voice, locale, byUs));
    for (const part of statusTextParts)
      expect(t.maybe(`bookingStatus.${voice}.${part}`, words.values), part).toBeTruthy();
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
      const text = [false, true]
        .map((byUs) => allText(statusWords(t, facts(status, locale, byUs))))
        .join('\n');
      expect(text).not.toContain('VISIT-DAY');
      expect(text).not.toContain('VISIT-WINDOW');
      expect(text).not.toContain('Technician-First');
      expect(text).not.toMatch(locale === 'en' ? /arriv|on the way|will call/i : /يصل|في الطريق/);
    },
  );

  it.each(bookingStatuses)('%s: the technician by first name only where allowed', (status) => {
    const words = statusWords(t, facts(status, locale));
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
      const words = statusWords(t, { ...facts(status, locale), technician: null });
      expect(words.technician).toBeNull();
      expect(words.headline.trim()).toBe(words.headline);
      expect(words.headline).not.toMatch(/^\s|\s\s/);
      if (status === 'on_the_way') expect(words.message).toContain('COMPANY-PHONE');
    },
  );
});

describe.each(locales)('a cancellation in %s', (locale) => {
  const t = serverText(locale);
  it("made by us apologises and says our coordinator calls; the customer's own does neither", () => {
    const ours = statusWords(t, facts('cancelled', locale, true));
    const theirs = statusWords(t, facts('cancelled', locale, false));
    const sorry = locale === 'en' ? /sorry/i : /نعتذر/;
    const coordinator = locale === 'en' ? /coordinator calls you/ : /يتصل بك منسّق/;
    for (const part of ['headline', 'next', 'message', 'followUp'] as const)
      expect(ours[part], part).not.toBe(theirs[part]);
    for (const text of [ours.next, ours.message, ours.followUp]) {
      expect(text).toMatch(sorry);
      expect(text).toMatch(coordinator);
      expect(text).toContain('COMPANY-PHONE');
    }
    expect(allText(theirs)).not.toMatch(sorry);
    expect(allText(theirs)).not.toMatch(coordinator);
    // The table's other parts (no change, no calendar entry) are the cancellation's own.
    expect(ours.copy).toBe(theirs.copy);
  });
});

describe('whose cancellation it was, from the history', () => {
  const cancel = (actor: string) => ({
    kind: 'visit_status',
    after: { status: 'cancelled' },
    actor,
  });
  it("is ours when staff or the system cancelled, the customer's when they did", () => {
    expect(cancelledByUs([cancel('staff:ops@example.com')])).toBe(true);
    expect(cancelledByUs([cancel('system')])).toBe(true);
    expect(cancelledByUs([cancel('visitor')])).toBe(false);
    expect(
      cancelledByUs([{ kind: 'visit_status', after: { status: 'done' }, actor: 'staff:a@b.c' }]),
    ).toBe(false);
    expect(cancelledByUs([])).toBe(false);
  });
});

describe("the technician's name in the customer's language", () => {
  const tech = { name: 'Yousef Ahmed', nameAr: 'يوسف أحمد', phone: '+971507654321' };
  it('is the Arabic form on Arabic pages where staff gave one, else the name as typed', () => {
    expect(technicianName(tech, 'ar')).toBe('يوسف أحمد');
    expect(technicianName(tech, 'en')).toBe('Yousef Ahmed');
    expect(technicianName({ ...tech, nameAr: null }, 'ar')).toBe('Yousef Ahmed');
    const ar = statusWords(serverText('ar'), { ...facts('assigned', 'ar'), technician: tech });
    expect(ar.technician?.firstName).toBe('يوسف');
    expect(ar.headline).toContain('يوسف');
    expect(ar.headline).not.toContain('Yousef');
    const en = statusWords(serverText('en'), { ...facts('assigned', 'en'), technician: tech });
    expect(en.headline).toContain('Yousef');
  });
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
