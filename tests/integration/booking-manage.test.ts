import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { leadOutbox } from '@/lib/db/schema';
import { bookingCalendar } from '@/lib/booking/ics';
import { bookingByToken } from '@/lib/booking/by-token';
import { moveBooking, setBookingStatus } from '@/lib/booking/store';
import { submitBooking, type BookingContext } from '@/lib/booking/submit';
import { localizedPath } from '@/lib/i18n/paths';
import { processOutbox } from '@/lib/leads/outbox';
import { targets } from './databases';

// Sunday 22 November 2026, 10:00 in Dubai; the visit is on Tuesday 24 November, 10:00 to 12:00.
const now = new Date('2026-11-22T06:00:00Z');
const siteUrl = 'https://www.example.ae';
const brand = { en: 'Qimma Technical Services', ar: 'قمة للخدمات الفنية' };
const form = (overrides: Record<string, unknown> = {}) => ({
  service: 'air-conditioning/maintenance',
  propertyType: 'villa',
  acUnits: '3',
  emirate: 'dubai',
  area: 'dubai-marina',
  slot: '2026-11-24_10-12',
  fullName: 'ليلى حداد',
  phone: '050 123 4567',
  email: 'layla@example.com',
  idempotencyKey: `${randomUUID()}-abcd`,
  startedAt: String(now.getTime() - 20_000),
  website: '',
  ...overrides,
});

/** An .ics file's properties, its folded lines joined again (RFC 5545 folds at 75 octets). */
const icsLines = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');
/** A property's value: the event's own (after BEGIN:VEVENT, not its time zone's), METHOD the file's. */
const icsValue = (ics: string, name: string) =>
  icsLines(ics)
    .slice(name === 'METHOD' ? 0 : icsLines(ics).indexOf('BEGIN:VEVENT'))
    .find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`))
    ?.replace(/^[^:]*:/, '')
    .replace(/\\([,;\\])/g, '$1');

/** Subject, plain text and HTML of a raw e-mail as the SMTP server received it. */
function decodeMail(raw: string) {
  const unfolded = raw.replace(/\r\n[ \t]+/g, ' ');
  const words = (s: string) =>
    s
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
        enc.toLowerCase() === 'b'
          ? Buffer.from(data, 'base64').toString('utf8')
          : qp(data.replace(/_/g, ' ')),
      );
  const subject = words(/^Subject: (.*)$/m.exec(unfolded)?.[1] ?? '');
  const parts: Record<string, string> = {};
  for (const part of raw.split(/\r\n--[^\r\n]+\r\n/)) {
    const [head = '', ...rest] = part.split('\r\n\r\n');
    const type = /content-type: (text\/(?:plain|html))/i.exec(head)?.[1];
    if (!type) continue;
    const body = rest.join('\r\n\r\n').replace(/\r\n--[^\r\n]*--\s*$/, '');
    parts[type] = /base64/i.test(head)
      ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8')
      : /quoted-printable/i.test(head)
        ? qp(body)
        : body;
  }
  return { subject, text: parts['text/plain'] ?? '', html: parts['text/html'] ?? '' };
}
function qp(s: string) {
  const bytes: number[] = [];
  const joined = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

describe.each(targets)('booking confirmation on $name', ({ open }) => {
  let conn: Connection;
  let ctx: BookingContext;

  beforeAll(async () => {
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(
      sql`truncate leads, lead_outbox, rate_limits, bookings, events, booking_photos, slot_usage cascade`,
    );
    ctx = {
      db: async () => conn.db,
      locale: 'ar',
      clientKey: `client-${randomUUID()}`,
      emails: ['notify_company', 'confirm_visitor'],
      linkFor: (token) => localizedPath('ar', `/book/${token}`),
      now,
    };
  });
  afterAll(async () => conn?.close());

  const book = async () => {
    const result = await submitBooking(form(), ctx);
    if (!result.ok) throw new Error(`not booked: ${JSON.stringify(result)}`);
    return result;
  };
  const calendarOf = async (token: string) => {
    const found = await bookingByToken(conn.db, token);
    return bookingCalendar({ ...found!, token, siteUrl, company: brand, email: 'info@example.ae' });
  };

  it('writes an Arabic .ics at 10:00 Dubai with a stable UID, a SEQUENCE per change and the status', async () => {
    const { token, reference } = await book();
    const first = await calendarOf(token);
    expect(first).toContain('BEGIN:VEVENT');
    // 10:00 to 12:00 on Dubai's clock, in its zone.
    expect(first).toContain('DTSTART;TZID=Asia/Dubai:20261124T100000\r\n');
    expect(icsValue(first, 'DTEND')).toBe('20261124T120000');
    expect(icsValue(first, 'SUMMARY')).toBe(`زيارة فني من قمة للخدمات الفنية (${reference})`);
    expect(icsValue(first, 'LOCATION')).toBe('دبي مارينا، دبي');
    expect(icsValue(first, 'DESCRIPTION')).toContain(`${siteUrl}/ar/book/${token}`);
    expect(icsValue(first, 'UID')).toBe(`${reference}@www.example.ae`);
    expect(icsValue(first, 'SEQUENCE')).toBe('0');
    expect(icsValue(first, 'STATUS')).toBe('TENTATIVE');

    const moved = await moveBooking(
      conn.db,
      { token },
      { day: '2026-11-25', window: '14-16' },
      'visitor',
      now,
    );
    expect(moved).toEqual({ ok: true });
    const second = await calendarOf(token);
    expect(icsValue(second, 'UID')).toBe(`${reference}@www.example.ae`);
    expect(icsValue(second, 'DTSTART')).toBe('20261125T140000');
    expect(icsValue(second, 'SEQUENCE')).toBe('1');

    await setBookingStatus(conn.db, { token }, 'cancelled', 'visitor', now);
    const cancelled = await calendarOf(token);
    expect(icsValue(cancelled, 'STATUS')).toBe('CANCELLED');
    expect(icsValue(cancelled, 'METHOD')).toBe('CANCEL');
    expect(icsValue(cancelled, 'SEQUENCE')).toBe('2');
    expect(icsValue(cancelled, 'UID')).toBe(`${reference}@www.example.ae`);
  });

  describe('e-mail', () => {
    let server: SMTPServer;
    let port: number;
    const received: string[] = [];
    beforeAll(async () => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, _session, callback) {
          let body = '';
          stream.on('data', (c: Buffer) => (body += c.toString()));
          stream.on('end', () => {
            received.push(body);
            callback();
          });
        },
      });
      server.listen(0, '127.0.0.1');
      await once(server.server, 'listening');
      port = (server.server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('confirms an Arabic booking in Arabic with the private link, then forgets the link', async () => {
      const { token, reference } = await book();
      const [owed] = await conn.db
        .select({ link: leadOutbox.link })
        .from(leadOutbox)
        .where(sql`${leadOutbox.kind} = 'confirm_visitor'`);
      expect(owed!.link).toBe(`/ar/book/${token}`);

      const result = await processOutbox(
        conn.db,
        {
          transport: nodemailer.createTransport({
            host: '127.0.0.1',
            port,
            secure: false,
            ignoreTLS: true,
          }),
          from: 'Site <site@example.ae>',
          notifyTo: 'leads@example.ae',
          brand,
          siteUrl,
        },
        now,
      );
      expect(result).toEqual({ sent: 2, failed: 0 });
      const mails = received.map(decodeMail);

      const visitor = mails.find((m) => m.subject.startsWith('وصلنا طلب حجزك'))!;
      expect(visitor.subject).toBe(`وصلنا طلب حجزك: ${reference}`);
      expect(visitor.text).toContain('مرحبًا ليلى حداد،');
      expect(visitor.text).toContain(`رقمك المرجعي هو ${reference}`);
      expect(visitor.text).toContain('الخدمة: صيانة المكيفات');
      expect(visitor.text).toContain('المكان: دبي مارينا، دبي');
      expect(visitor.text).toContain('اليوم: الثلاثاء، 24 نوفمبر 2026');
      expect(visitor.text).toContain('الفترة الزمنية: من 10:00 صباحًا إلى 12:00 ظهرًا');
      // What happens next is the status table's follow-up for a received booking (status-copy.ts):
      // the reference and the day were just told, so it tells neither again.
      expect(visitor.text).toContain('يتصل بك منسّق الحجوزات لدينا من الرقم');
      expect(visitor.text).not.toContain(`وصلنا حجزك ${reference}`);
      expect(visitor.text).toContain(`${siteUrl}/ar/book/${token}`);
      expect(visitor.text).toMatch(/https:\/\/wa\.me\/\d+\?text=\S+/);
      const whatsapp = /https:\/\/wa\.me\/\d+\?text=(\S+)/.exec(visitor.text)![1]!;
      expect(decodeURIComponent(whatsapp)).toBe(`مرحبًا، أتواصل معكم بخصوص زيارتي ${reference}.`);
      expect(visitor.html).toContain('dir="rtl"');
      expect(visitor.html).toContain(`href="${siteUrl}/ar/book/${token}"`);

      const company = mails.find((m) => m.subject.startsWith('New booked visit'))!;
      expect(company.subject).toBe(
        `New booked visit ${reference}: Tuesday, 24 November 2026, 10:00 AM to 12:00 PM, dubai`,
      );
      expect(company.text).toContain(`Reference: ${reference}`);

      const rows = await conn.db.select().from(leadOutbox);
      expect(rows).toHaveLength(2);
      expect(rows.every((r) => r.sentAt !== null && r.link === null)).toBe(true);
    });
  });
});
