import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '@/lib/events/model';
import type { BookingStatus } from './model';
import { bookingCalendar, calendarSequence, type CalendarInput } from './ics';
import { icsFold, icsText } from './ics-format';

// The calendar file of a booking (RFC 5545, iTIP methods of RFC 5546): Dubai's wall clock with its
// zone, a SEQUENCE that rises with every change, and a cancelled visit sent as a CANCEL.

const booking = (status: BookingStatus) =>
  ({
    id: 'b1',
    leadId: 'l1',
    reference: 'BK-7K3M9Q',
    tokenHash: 'x',
    zone: 'dubai',
    day: '2026-11-24',
    window: '10-12',
    status,
    technicianId: null,
    createdAt: new Date('2026-11-22T06:00:00Z'),
    updatedAt: new Date('2026-11-22T07:30:00Z'),
  }) as CalendarInput['booking'];
const lead = (locale: 'en' | 'ar') =>
  ({
    id: 'l1',
    name: 'Layla Haddad',
    locale,
    service: 'air-conditioning/maintenance',
    emirate: 'dubai',
    area: 'dubai-marina',
    propertyType: 'villa',
    acUnits: 3,
  }) as CalendarInput['lead'];
const event = (kind: HistoryEntry['kind']) => ({ kind }) as HistoryEntry;

const calendar = (status: BookingStatus, events: HistoryEntry[] = [], locale: 'en' | 'ar' = 'en') =>
  bookingCalendar({
    booking: booking(status),
    lead: lead(locale),
    events,
    technician: { name: 'Ravi Kumar', phone: '+971507654321' },
    token: 'T'.repeat(43),
    siteUrl: 'https://www.example.ae',
    company: { en: 'Qimma Technical Services', ar: 'قمة للخدمات الفنية' },
    email: 'info@qimma-services.ae',
    now: new Date('2026-11-23T08:00:00Z'),
  });
/** The file's content lines, unfolded (a CRLF and one space or tab continue a line). */
const lines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
/** A property of the event (or, for METHOD, of the calendar), as its whole line. */
const property = (ics: string, name: string) => {
  const all = lines(ics);
  const event = name === 'METHOD' ? all : all.slice(all.indexOf('BEGIN:VEVENT'));
  return event.find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
};
const value = (ics: string, name: string) => property(ics, name)?.replace(/^[^:]*:/, '');

describe('the booking calendar file', () => {
  it('gives the window in Dubai time with its VTIMEZONE (UTC+4, no daylight saving)', () => {
    const ics = calendar('received');
    expect(property(ics, 'DTSTART')).toBe('DTSTART;TZID=Asia/Dubai:20261124T100000');
    expect(property(ics, 'DTEND')).toBe('DTEND;TZID=Asia/Dubai:20261124T120000');
    const zone = ics.slice(ics.indexOf('BEGIN:VTIMEZONE'), ics.indexOf('END:VTIMEZONE'));
    expect(zone).toContain('TZID:Asia/Dubai');
    expect(zone).toContain('TZOFFSETFROM:+0400');
    expect(zone).toContain('TZOFFSETTO:+0400');
    expect(zone).not.toContain('DAYLIGHT');
    // The zone is defined before the event that refers to it; stamps are UTC.
    expect(ics.indexOf('END:VTIMEZONE')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
    expect(value(ics, 'DTSTAMP')).toBe('20261123T080000Z');
    expect(value(ics, 'LAST-MODIFIED')).toBe('20261122T073000Z');
  });

  it('publishes a coming visit, TENTATIVE until our call and CONFIRMED after', () => {
    expect(value(calendar('received'), 'METHOD')).toBe('PUBLISH');
    expect(value(calendar('received'), 'STATUS')).toBe('TENTATIVE');
    expect(value(calendar('assigned'), 'STATUS')).toBe('CONFIRMED');
    expect(value(calendar('done'), 'METHOD')).toBe('PUBLISH');
  });

  it('cancels a cancelled visit (iTIP CANCEL: same UID, ORGANIZER, a higher SEQUENCE)', () => {
    const booked = calendar('received');
    const cancelled = calendar('cancelled', [event('created'), event('visit_status')]);
    expect(value(cancelled, 'METHOD')).toBe('CANCEL');
    expect(value(cancelled, 'STATUS')).toBe('CANCELLED');
    expect(value(cancelled, 'UID')).toBe(value(booked, 'UID'));
    expect(value(cancelled, 'UID')).toBe('BK-7K3M9Q@www.example.ae');
    expect(Number(value(cancelled, 'SEQUENCE'))).toBeGreaterThan(Number(value(booked, 'SEQUENCE')));
    expect(property(cancelled, 'ORGANIZER')).toBe(
      'ORGANIZER;CN="Qimma Technical Services":mailto:info@qimma-services.ae',
    );
    expect(value(cancelled, 'DESCRIPTION')).toContain('This booking is cancelled');
    expect(value(cancelled, 'DESCRIPTION')).not.toMatch(/arriv|calls you/);
    expect(value(calendar('no_show'), 'METHOD')).toBe('CANCEL');
  });

  it('counts every move and status change in SEQUENCE, not the booking or an assignment', () => {
    expect(value(calendar('received', [event('created')]), 'SEQUENCE')).toBe('0');
    const history = ['created', 'moved', 'assigned', 'visit_status', 'moved', 'visit_status'];
    expect(calendarSequence(history.map((k) => event(k as HistoryEntry['kind'])))).toBe(4);
    expect(
      value(
        calendar(
          'assigned',
          history.map((k) => event(k as HistoryEntry['kind'])),
        ),
        'SEQUENCE',
      ),
    ).toBe('4');
  });

  it('describes the visit at its status in its language, folded at 75 octets', () => {
    const ics = calendar('assigned', [], 'ar');
    const description = value(ics, 'DESCRIPTION')!;
    expect(description).toContain('الفني Ravi');
    expect(description).not.toContain('Kumar');
    expect(description).toContain('https://www.example.ae/ar/book/');
    for (const line of ics.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(icsText('a\\b; c, d\ne')).toBe('a\\\\b\\; c\\, d\\ne');
  });

  it('folds by octets without splitting a UTF-8 character', () => {
    const line = `DESCRIPTION:${'ب'.repeat(100)}`;
    const folded = icsFold(line);
    for (const part of folded.split('\r\n')) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(icsFold('SHORT:line')).toBe('SHORT:line');
  });
});
