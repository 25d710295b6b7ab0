import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { bookingCapacity, bookings, leads, messages } from '@/lib/db/schema';
import { moveBooking, setBookingStatus } from '@/lib/booking/store';
import { addTechnician, assignTechnician } from '@/lib/booking/technicians';
import { submitBooking, type BookingContext } from '@/lib/booking/submit';
import { submitAmcRequest } from '@/lib/amc/submit';
import { submitLead } from '@/lib/leads/submit';
import { whatsappSettings, type WhatsappSettings } from '@/lib/notify/config';
import { claimDue, processEmails, processMessages } from '@/lib/notify/queue';
import { queueStaffMessage } from '@/lib/notify/staff-send';
import type { Standin } from '../support/whatsapp-standin';
import { whatsappOn } from './whatsapp-env';
import { targets } from './databases';

// The WhatsApp queue against the Cloud API stand-in: one message per event, sent once by however many
// workers, delayed and never lost by a provider outage, not retried after a permanent error.

// Sunday 22 November 2026, 10:00 in Dubai; the visit on Tuesday 24th, its reminder Monday 18:00.
const now = new Date('2026-11-22T06:00:00Z');
const minutes = (m: number, from = now) => new Date(from.getTime() + m * 60_000);
const staff = 'staff:ops@example.com';

/** Visitor e-mails on, through a JSON transport that keeps what it sends (subject and text). */
function visitorMail() {
  vi.stubEnv('SMTP_URL', 'smtp://localhost:2525');
  vi.stubEnv('LEAD_NOTIFY_TO', 'leads@example.ae');
  vi.stubEnv('LEAD_CONFIRM_VISITOR', '1');
  const mail = {
    transport: nodemailer.createTransport({ jsonTransport: true }),
    from: 'Site <site@example.ae>',
    notifyTo: 'leads@example.ae',
    brand: { en: 'Example Technical Services', ar: 'إكزامبل للخدمات الفنية' },
  };
  const sent: { subject: string; text: string }[] = [];
  const send = mail.transport.sendMail.bind(mail.transport);
  mail.transport.sendMail = (async (m: { subject: string; text: string }) => {
    sent.push(m);
    return send(m);
  }) as typeof mail.transport.sendMail;
  return { mail, sent };
}

describe.each(targets)('WhatsApp queue on $name', ({ open }) => {
  let conn: Connection;
  let standin: Standin;
  let settings: WhatsappSettings;
  let ctx: BookingContext;
  let n = 0;

  const book = async (overrides: Record<string, unknown> = {}, locale: 'en' | 'ar' = 'en') => {
    n++;
    const result = await submitBooking(
      {
        service: 'air-conditioning',
        propertyType: 'apartment',
        acUnits: '2',
        emirate: 'dubai',
        area: 'Dubai Marina',
        slot: '2026-11-24_10-12',
        fullName: 'Amina Khalid',
        phone: `050 123 ${String(4000 + n)}`,
        email: 'amina@example.com',
        idempotencyKey: `${randomUUID()}-abcd`,
        startedAt: String(now.getTime() - 20_000),
        website: '',
        whatsappUpdates: 'yes',
        ...overrides,
      },
      { ...ctx, locale, clientKey: `client-${n}` },
    );
    if (!result.ok) throw new Error(`not booked: ${JSON.stringify(result)}`);
    const [row] = await conn.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, result.reference));
    return row!;
  };
  const rows = () => conn.db.select().from(messages).orderBy(messages.createdAt);
  const run = (at: Date, fetchImpl?: typeof fetch) =>
    processMessages(conn.db, settings, at, 50, fetchImpl);

  beforeAll(async () => {
    standin = await whatsappOn();
    vi.stubEnv('WHATSAPP_TIMEOUT_MS', '300');
    settings = whatsappSettings()!;
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(
      sql`truncate leads, lead_outbox, rate_limits, bookings, events, slot_usage, messages, technicians cascade`,
    );
    await conn.db.update(bookingCapacity).set({ places: 100 });
    standin.sent.length = 0;
    standin.recover();
    ctx = {
      db: async () => conn.db,
      locale: 'en',
      clientKey: 'test-client',
      emails: [],
      linkFor: (token) => `/book/${token}`,
      now,
    };
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await conn?.db.update(bookingCapacity).set({ places: 2 });
    await conn?.close();
    await standin?.close();
  });

  it('queues the confirmation with the booking and sends it once, in the customer language', async () => {
    const booking = await book({}, 'ar');
    expect((await rows()).map((r) => [r.purpose, r.status]).sort()).toEqual([
      ['received', 'queued'],
      ['reminder', 'queued'],
    ]);
    expect(await run(now)).toEqual({ sent: 1, retried: 0, failed: 0, skipped: 0 });
    expect(await run(minutes(5))).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });
    expect(standin.sent).toHaveLength(1);
    const [message] = standin.sent;
    expect(message).toMatchObject({ template: 'booking_received', language: 'ar' });
    expect(message!.to).toMatch(/^9715012340\d\d$/);
    expect(message!.parameters[0]).toBe('Amina');
    expect(message!.parameters[1]).toBe(booking.reference);
    // The day in Arabic, and the total (no lines chosen: quoted at the visit).
    expect(message!.parameters.join(' ')).toContain('نوفمبر');
    expect(message!.parameters.at(-1)).toBe('يُحدَّد خلال الزيارة');
    const received = (await rows()).find((r) => r.purpose === 'received');
    expect(received).toMatchObject({ status: 'sent', providerMessageId: message!.id, attempts: 1 });
  });

  it('queues nothing on WhatsApp for a visitor who said no, or when WhatsApp is off', async () => {
    await book({ whatsappUpdates: 'no' });
    vi.stubEnv('WHATSAPP_ACCESS_TOKEN', '');
    await book({ whatsappUpdates: undefined });
    vi.stubEnv('WHATSAPP_ACCESS_TOKEN', 'test-token');
    expect(await rows()).toEqual([]);
    expect(await run(now)).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });
  });

  it('while WhatsApp is on, refuses a booking or AMC post that leaves the question unanswered', async () => {
    for (const answer of [undefined, '', 'maybe']) {
      const result = await submitBooking(
        {
          service: 'air-conditioning',
          propertyType: 'apartment',
          emirate: 'dubai',
          area: 'Dubai Marina',
          slot: '2026-11-24_10-12',
          fullName: 'Amina Khalid',
          phone: '050 123 4999',
          email: 'amina@example.com',
          startedAt: String(now.getTime() - 20_000),
          whatsappUpdates: answer,
        },
        { ...ctx, locale: 'en', clientKey: 'client-unanswered' },
      );
      expect(result).toMatchObject({
        ok: false,
        fieldErrors: { whatsappUpdates: 'required' },
      });
    }
    const amc = await submitAmcRequest(
      { plan: 'standard', units: '3', unitType: 'split', propertyType: 'villa', emirate: 'dubai' },
      {
        db: ctx.db,
        now,
        locale: 'en',
        clientKey: 'client-amc-unanswered',
        emails: [],
        linkFor: () => '',
        // Never read: a refused post stops before the price list is asked for.
        prices: () => Promise.reject(new Error('not reached')),
      },
    );
    expect(amc).toMatchObject({ ok: false, fieldErrors: { whatsappUpdates: 'required' } });
    expect(await conn.db.select().from(bookings)).toEqual([]);
  });

  it('asks the quote form too: unanswered is refused; a yes is stored with its words and time', async () => {
    const quote = (whatsappUpdates: string | undefined) =>
      submitLead(
        'quote',
        {
          service: 'air-conditioning/maintenance',
          emirate: 'dubai',
          propertyType: 'villa',
          slot: '2026-11-24_08-10',
          fullName: 'Amina Khalid',
          phone: '050 123 4888',
          email: 'amina.quote@example.com',
          startedAt: String(now.getTime() - 20_000),
          whatsappUpdates,
        },
        { db: ctx.db, now, locale: 'ar', clientKey: `client-${randomUUID()}`, emails: [] },
      );
    expect(await quote(undefined)).toMatchObject({
      ok: false,
      fieldErrors: { whatsappUpdates: 'required' },
    });
    expect(await quote('yes')).toMatchObject({ ok: true });
    const [stored] = await conn.db
      .select({ at: leads.whatsappConsentAt, words: leads.whatsappConsentText })
      .from(leads)
      .where(eq(leads.email, 'amina.quote@example.com'));
    expect(stored?.at).toEqual(now);
    expect(stored?.words).toMatch(/واتساب/);
  });

  it('sends the reminder at 18:00 Dubai the evening before, once the move has set its day', async () => {
    const booking = await book();
    await run(now);
    // Monday 17:59 in Dubai: not yet.
    expect((await run(new Date('2026-11-23T13:59:00Z'))).sent).toBe(0);
    // Moved to Wednesday: the Tuesday reminder is no longer owed, Wednesday's is (Tuesday 18:00).
    expect(
      await moveBooking(
        conn.db,
        { id: booking.id },
        { day: '2026-11-25', window: '12-14' },
        staff,
        now,
      ),
    ).toEqual({ ok: true });
    expect(await run(now)).toMatchObject({ sent: 1 }); // the "moved" message
    expect(await run(new Date('2026-11-23T14:00:00Z'))).toMatchObject({ sent: 0, skipped: 1 });
    expect(await run(new Date('2026-11-24T14:00:00Z'))).toMatchObject({ sent: 1 });
    expect(standin.sent.map((m) => m.template)).toEqual([
      'booking_received',
      'booking_moved',
      'booking_reminder',
    ]);
    expect(standin.sent[2]!.parameters.join(' ')).toContain('Wednesday, 25 November 2026');
  });

  it('sends each step: assigned (first name), on the way, cancelled; a cancelled visit gets no reminder', async () => {
    const booking = await book();
    const ravi = await addTechnician(
      conn.db,
      { name: 'Ravi Kumar', phone: '+971507654321', active: true },
      'staff:admin@example.com',
      now,
    );
    expect(await assignTechnician(conn.db, booking.id, ravi.id, staff, now)).toEqual({ ok: true });
    const visitDay = new Date('2026-11-24T05:00:00Z');
    expect(
      await setBookingStatus(conn.db, { id: booking.id }, 'on_the_way', staff, visitDay),
    ).toEqual({ ok: true });
    // The worker was down until the visit's morning: the reminder is stale and not sent.
    expect(await run(visitDay)).toMatchObject({ sent: 3, skipped: 1 });
    expect(standin.sent.map((m) => m.template)).toEqual([
      'booking_received',
      'booking_assigned',
      'booking_on_the_way',
    ]);
    expect(standin.sent[1]!.parameters).toContain('Ravi');
    const second = await book();
    expect(await setBookingStatus(conn.db, { id: second.id }, 'cancelled', 'visitor', now)).toEqual(
      { ok: true },
    );
    standin.sent.length = 0;
    // Cancelled before the worker ran: its "received" would now contradict the cancellation, so only
    // the cancellation goes (and the reminder, of a visit that will not take place, does not).
    expect(await run(new Date('2026-11-23T14:00:00Z'))).toMatchObject({ sent: 1, skipped: 2 });
    expect(standin.sent.map((m) => m.template)).toEqual(['booking_cancelled']);
  });

  it('a cancellation by staff is told in its own words (apology, our call), the technician by their Arabic name', async () => {
    const { mail, sent } = visitorMail();
    try {
      const booking = await book({}, 'ar');
      const yousef = await addTechnician(
        conn.db,
        { name: 'Yousef Ahmed', nameAr: 'يوسف أحمد', phone: '+971507654321', active: true },
        'staff:admin@example.com',
        now,
      );
      expect(await assignTechnician(conn.db, booking.id, yousef.id, staff, now)).toEqual({
        ok: true,
      });
      await run(now);
      await processEmails(conn.db, mail, now);
      expect(
        await setBookingStatus(conn.db, { id: booking.id }, 'cancelled', staff, minutes(1)),
      ).toEqual({ ok: true });
      await run(minutes(2));
      expect(standin.sent.map((m) => m.template)).toEqual([
        'booking_received',
        'booking_assigned',
        'booking_cancelled_by_us',
      ]);
      // The Arabic customer reads the technician's name in Arabic letters.
      expect(standin.sent[1]!.parameters).toContain('يوسف');
      expect(standin.sent[1]!.parameters.join(' ')).not.toContain('Yousef');
      await processEmails(conn.db, mail, minutes(2));
      const cancelled = sent.find((m) => m.subject.includes('إلغاء'))!;
      expect(cancelled.subject).toBe(`نعتذر، اضطررنا إلى إلغاء حجزك ${booking.reference}`);
      expect(cancelled.text).toContain('نعتذر إليك');
      expect(cancelled.text).toContain('يتصل بك منسّق الحجوزات');
      expect(sent.find((m) => m.subject.includes('عيّنّا'))?.text).toContain('يوسف');
      // The customer's own cancellation keeps its own words, with no apology.
      const own = await book({}, 'ar');
      await setBookingStatus(conn.db, { id: own.id }, 'cancelled', 'visitor', minutes(3));
      await processEmails(conn.db, mail, minutes(4));
      const theirs = sent.find((m) => m.subject.includes(own.reference))!;
      expect(theirs.subject).toBe(`أُلغي حجزك ${own.reference}`);
      expect(theirs.text).not.toContain('نعتذر');
      // Nobody was there: the customer is told, on both channels, that the booking is closed.
      const missed = await book({}, 'ar');
      await run(minutes(4));
      const override = { mayOverride: true, reason: 'test' };
      expect(
        await setBookingStatus(conn.db, { id: missed.id }, 'no_show', staff, minutes(5), override),
      ).toEqual({ ok: true });
      standin.sent.length = 0;
      await run(minutes(6));
      expect(standin.sent.map((m) => m.template)).toEqual(['booking_no_show']);
      await processEmails(conn.db, mail, minutes(6));
      const noShow = sent.find((m) => m.subject.includes(missed.reference))!;
      expect(noShow.subject).toBe(`لم نجد أحدًا في موعد زيارتك ${missed.reference}`);
      expect(noShow.text).toContain('احجز زيارة أخرى');
    } finally {
      vi.stubEnv('SMTP_URL', '');
    }
  });

  it("staff's one tap sends a template once (a double tap too), only while it is true and the customer agreed", async () => {
    const booking = await book();
    await run(now);
    standin.sent.length = 0;
    const tap = () => queueStaffMessage(conn.db, booking.leadId, 'confirmed', now);
    expect(await tap()).toEqual({ ok: true });
    expect(await tap()).toEqual({ ok: true });
    // Not on the way yet: that template would say something false.
    expect(await queueStaffMessage(conn.db, booking.leadId, 'on_the_way', now)).toEqual({
      ok: false,
      reason: 'notNow',
    });
    expect(await run(now)).toMatchObject({ sent: 1 });
    expect(standin.sent.map((m) => m.template)).toEqual(['booking_confirmed']);
    // A customer who said no, and a cancelled visit: nothing queued.
    const declined = await book({ whatsappUpdates: 'no' });
    expect(await queueStaffMessage(conn.db, declined.leadId, 'confirmed', now)).toEqual({
      ok: false,
      reason: 'noConsent',
    });
    expect(
      await setBookingStatus(conn.db, { id: booking.id }, 'cancelled', 'visitor', now),
    ).toEqual({ ok: true });
    expect(
      await queueStaffMessage(
        conn.db,
        booking.leadId,
        'reminder',
        new Date(now.getTime() + 120_000),
      ),
    ).toEqual({ ok: false, reason: 'notNow' });
  });

  it('e-mails each step to the booking address, in its language, once: moved, reminder, cancelled', async () => {
    const { mail, sent } = visitorMail();
    try {
      const booking = await book({}, 'ar');
      // No e-mail row for 'received': the outbox's confirmation carries the private link.
      expect((await rows()).filter((r) => r.channel === 'email').map((r) => r.purpose)).toEqual([
        'reminder',
      ]);
      await moveBooking(
        conn.db,
        { id: booking.id },
        { day: '2026-11-25', window: '12-14' },
        'visitor',
        now,
      );
      expect(await processEmails(conn.db, mail, now)).toMatchObject({ sent: 1 });
      expect(await processEmails(conn.db, mail, now)).toMatchObject({ sent: 0 });
      expect(sent[0]!.subject).toBe(
        `تغيّر موعد زيارتك ${booking.reference} إلى الأربعاء، 25 نوفمبر 2026، من 12:00 ظهرًا إلى 2:00 مساءً`,
      );
      expect(sent[0]!.text).toContain('مرحبًا');
      // The move is its own news: the new day is told once, not again as if the booking were new.
      expect(sent[0]!.text.split('25 نوفمبر 2026')).toHaveLength(2);
      // An e-mail is not the page: what comes next names the booking page.
      expect(sent[0]!.text).toContain('صفحة حجزك');
      expect(sent[0]!.text).not.toContain('هذه الصفحة');
      // The reminder of the 25th at 18:00 Dubai on the 24th, in English for an English booking.
      const english = await book({ email: 'omar@example.com' });
      await processEmails(conn.db, mail, new Date('2026-11-23T14:00:00Z'));
      expect(sent.at(-1)!.subject).toBe(
        `Reminder: your visit ${english.reference} is tomorrow, 10:00 AM to 12:00 PM`,
      );
      // Cancelled: its e-mail goes, the first booking's reminder no longer does.
      expect(
        await setBookingStatus(conn.db, { id: booking.id }, 'cancelled', 'visitor', now),
      ).toEqual({ ok: true });
      sent.length = 0;
      expect(await processEmails(conn.db, mail, new Date('2026-11-24T14:00:00Z'))).toMatchObject({
        sent: 1,
        skipped: 1,
      });
      expect(sent.map((m) => m.subject)).toEqual([`أُلغي حجزك ${booking.reference}`]);
    } finally {
      vi.stubEnv('SMTP_URL', '');
    }
  });

  it('two workers claiming at once send every message exactly once', async () => {
    for (let i = 0; i < 12; i++) await book();
    const results = await Promise.all([run(now), run(now), run(now)]);
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(12);
    expect(standin.sent).toHaveLength(12);
    expect(new Set(standin.sent.map((m) => m.to)).size).toBe(12);
  });

  it('a worker that dies after claiming: its messages go once its lease has passed, not before', async () => {
    for (let i = 0; i < 3; i++) await book();
    const claimed = await claimDue(conn.db, now, 50, 120_000);
    expect(claimed).toHaveLength(3);
    // The worker died here, before sending. Another worker a minute later finds nothing due…
    expect((await run(minutes(1))).sent).toBe(0);
    // …and after the lease sends each once.
    expect((await run(minutes(3))).sent).toBe(3);
    expect(standin.sent).toHaveLength(3);
  });

  it('an outage (5xx, then timeouts) delays the messages and loses none', async () => {
    for (let i = 0; i < 5; i++) await book();
    standin.failNext({ kind: 'http', status: 503 });
    expect(await run(now)).toMatchObject({ sent: 0, retried: 5 });
    expect((await rows()).filter((r) => r.purpose === 'received').map((r) => r.errorCode)).toEqual(
      Array(5).fill('http_503'),
    );
    standin.failNext({ kind: 'timeout' });
    expect(await run(minutes(1))).toMatchObject({ sent: 0, retried: 5 });
    expect((await rows()).find((r) => r.purpose === 'received')?.errorCode).toBe('timeout');
    standin.failNext({ kind: 'meta', code: 130429 });
    expect(await run(minutes(4))).toMatchObject({ sent: 0, retried: 5 });
    standin.recover();
    // Not yet due again (the third failure waits 10 minutes)…
    expect((await run(minutes(5))).sent).toBe(0);
    expect(await run(minutes(20))).toMatchObject({ sent: 5, retried: 0, failed: 0 });
    expect(standin.sent).toHaveLength(5);
    expect(
      (await rows()).filter((r) => r.purpose === 'received').every((r) => r.status === 'sent'),
    ).toBe(true);
  });

  it('a permanent error fails the message at once and it is never sent again', async () => {
    await book();
    standin.failNext({ kind: 'meta', code: 132000 }, 1);
    expect(await run(now)).toMatchObject({ sent: 0, failed: 1, retried: 0 });
    expect(await run(minutes(600))).toMatchObject({ sent: 0, failed: 0 });
    const received = (await rows()).find((r) => r.purpose === 'received');
    expect(received).toMatchObject({ status: 'failed', errorCode: '132000', attempts: 1 });
    expect(standin.sent).toHaveLength(0);
  });
});
