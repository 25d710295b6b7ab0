import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { leadOutbox, leads } from '@/lib/db/schema';
import { processOutbox } from '@/lib/leads/outbox';
import { submitLead, type SubmissionContext } from '@/lib/leads/submit';
import { targets } from './databases';

// Sunday 22 November 2026, 10:00 in Dubai.
const now = new Date('2026-11-22T06:00:00Z');
const valid = (i = 0) => ({
  fullName: 'Amina Khalid',
  email: `amina${i}@example.com`,
  phone: '050 123 4567',
  message: 'Two split units in our JLT apartment need a deep clean.',
  idempotencyKey: randomUUID(),
  startedAt: now.getTime() - 20_000,
  website: '',
  marketingConsent: false,
});

describe.each(targets)('lead pipeline on $name', ({ open }) => {
  let conn: Connection;
  let ctx: SubmissionContext;
  const stored = async () => (await conn.db.select({ n: count() }).from(leads))[0]!.n;

  beforeAll(async () => {
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(sql`truncate leads, lead_outbox, rate_limits cascade`);
    ctx = { db: async () => conn.db, locale: 'en', clientKey: 'test-client', emails: [], now };
  });
  afterAll(async () => conn?.close());

  it('stores 200 concurrent submissions exactly once each', async () => {
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        submitLead('contact', valid(i), { ...ctx, clientKey: `client-${i}` }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(200);
    expect(await stored()).toBe(200);
    const distinct = await conn.db.execute(sql`select count(distinct email)::int as n from leads`);
    expect(JSON.stringify(distinct)).toContain('200');
  });

  it('stores a double click or a retried request once', async () => {
    const input = valid();
    const [a, b] = await Promise.all([
      submitLead('contact', input, ctx),
      submitLead('contact', input, ctx),
    ]);
    const c = await submitLead('contact', input, ctx);
    expect([a.ok, b.ok, c.ok]).toEqual([true, true, true]);
    expect(await stored()).toBe(1);
  });

  it('normalises the phone to E.164 and keeps locale, page and consent with the lead', async () => {
    await submitLead(
      'contact',
      { ...valid(), phone: '٠٥٥ ٩٨٧ ٦٥٤٣', marketingConsent: true, sourcePath: '/ar/contact' },
      { ...ctx, locale: 'ar' },
    );
    const [row] = await conn.db.select().from(leads);
    expect(row).toMatchObject({
      phone: '+971559876543',
      locale: 'ar',
      sourcePath: '/ar/contact',
      marketingConsent: true,
      noticeVersion: '2026-11',
      status: 'new',
    });
    expect(row!.consentAt.toISOString()).toBe(now.toISOString());
  });

  const bad: [string, Record<string, unknown>, string][] = [
    ['empty form', {}, 'fullName'],
    ['empty name', { fullName: '' }, 'fullName'],
    ['name too long', { fullName: 'A'.repeat(101) }, 'fullName'],
    ['script tag in the message', { message: 'Hello <script>alert(1)</script> there' }, 'message'],
    ['SQL fragment as a name', { fullName: "x'; DROP TABLE leads; --" }, 'fullName'],
    ['right-to-left override in the name', { fullName: 'Ali\u202Egnp.exe' }, 'fullName'],
    ['invalid email', { email: 'amina@' }, 'email'],
    ['email with spaces', { email: 'amina @example.com' }, 'email'],
    ['invalid UAE mobile', { phone: '051 123 4567' }, 'phone'],
    ['letters as a phone', { phone: 'call me maybe' }, 'phone'],
    ['a number as the name', { fullName: 12345 }, 'fullName'],
    ['an array as the message', { message: ['a', 'b'] }, 'message'],
    ['missing phone', { phone: undefined }, 'phone'],
    ['message too short', { message: 'Hi' }, 'message'],
  ];
  it.each(bad)(
    'rejects %s with a field error and stores nothing',
    async (_label, change, field) => {
      const input = Object.keys(change).length ? { ...valid(), ...change } : change;
      const result = await submitLead('contact', input, ctx);
      expect(result.ok).toBe(false);
      expect(result.ok === false && result.fieldErrors?.[field]).toBeTruthy();
      expect(await stored()).toBe(0);
    },
  );

  it('refuses an oversized body, a form filled too fast and a quote for a Saturday, storing nothing', async () => {
    // A long message is named, so the form comes back with the input kept and the field marked.
    expect(await submitLead('contact', { ...valid(), message: 'x'.repeat(20_000) }, ctx)).toEqual({
      ok: false,
      fieldErrors: { message: 'tooLong' },
    });
    expect(await submitLead('contact', { ...valid(), extra: 'x'.repeat(20_000) }, ctx)).toEqual({
      ok: false,
      formError: 'tooLarge',
    });
    expect(
      await submitLead('contact', { ...valid(), startedAt: now.getTime() - 500 }, ctx),
    ).toEqual({ ok: false, formError: 'rejected' });
    const saturday = await submitLead(
      'quote',
      {
        ...valid(),
        service: 'air-conditioning/amc',
        emirate: 'dubai',
        propertyType: 'villa',
        slot: '2026-11-28_10-12',
      },
      ctx,
    );
    expect(saturday).toMatchObject({ ok: false, fieldErrors: { slot: 'invalid' } });
    const past = await submitLead(
      'quote',
      {
        ...valid(),
        service: 'painting',
        emirate: 'sharjah',
        propertyType: 'villa',
        slot: '2026-11-20_09-11',
      },
      ctx,
    );
    expect(past).toMatchObject({ ok: false, fieldErrors: { slot: 'passed' } });
    // A known area of another emirate than the one chosen.
    const elsewhere = await submitLead(
      'quote',
      {
        ...valid(),
        service: 'painting',
        emirate: 'ajman',
        area: 'Al Reem Island',
        propertyType: 'villa',
        slot: '2026-11-24_08-10',
      },
      ctx,
    );
    expect(elsewhere).toEqual({ ok: false, fieldErrors: { area: 'otherEmirate' } });
    expect(await stored()).toBe(0);
  });

  it('tells a bot that filled the honeypot "sent" and stores nothing', async () => {
    expect(
      await submitLead('contact', { ...valid(), website: 'http://spam.example' }, ctx),
    ).toEqual({ ok: true });
    expect(await stored()).toBe(0);
  });

  it('stores a quote, a call-back and a job application with their own fields', async () => {
    const quote = await submitLead(
      'quote',
      {
        ...valid(1),
        service: 'air-conditioning/amc',
        emirate: 'dubai',
        area: 'Mirdif',
        propertyType: 'villa',
        acUnits: '6',
        slot: '2026-11-24_08-10',
        message: '',
      },
      ctx,
    );
    const callback = await submitLead(
      'callback',
      {
        fullName: 'Omar',
        phone: '+971 4 555 0199',
        slot: '2026-11-23_14-16',
        service: 'mep',
        idempotencyKey: randomUUID(),
        startedAt: now.getTime() - 20_000,
      },
      ctx,
    );
    const career = await submitLead(
      'career',
      {
        ...valid(2),
        role: 'hvac-technician',
        message: 'Eight years on VRF and chillers in Abu Dhabi.',
      },
      ctx,
    );
    expect([quote.ok, callback.ok, career.ok]).toEqual([true, true, true]);
    const rows = await conn.db.select().from(leads);
    expect(rows.find((r) => r.kind === 'quote')).toMatchObject({
      service: 'air-conditioning/amc',
      emirate: 'dubai',
      area: 'Mirdif',
      propertyType: 'villa',
      acUnits: 6,
      preferredDate: '2026-11-24',
      preferredWindow: '08-10',
    });
    expect(rows.find((r) => r.kind === 'callback')).toMatchObject({
      phone: '+97145550199',
      preferredDate: '2026-11-23',
      preferredWindow: '14-16',
      email: null,
    });
    expect(rows.find((r) => r.kind === 'career')).toMatchObject({ role: 'hvac-technician' });
  });

  it('stores WhatsApp consent only from the form that asked for it (a quote), whatever a post sends', async () => {
    vi.stubEnv('WHATSAPP_PHONE_NUMBER_ID', '123');
    vi.stubEnv('WHATSAPP_ACCESS_TOKEN', 'token');
    vi.stubEnv('WHATSAPP_APP_SECRET', 'secret');
    vi.stubEnv('WHATSAPP_VERIFY_TOKEN', 'verify');
    try {
      const sent = await Promise.all([
        submitLead('career', { ...valid(3), role: 'hvac-technician', whatsappUpdates: 'yes' }, ctx),
        submitLead('contact', { ...valid(4), whatsappUpdates: 'yes' }, ctx),
        submitLead(
          'quote',
          {
            ...valid(5),
            service: 'mep',
            emirate: 'dubai',
            propertyType: 'villa',
            slot: '2026-11-24_08-10',
            whatsappUpdates: 'yes',
          },
          ctx,
        ),
      ]);
      expect(sent.map((r) => (r.ok ? 'ok' : JSON.stringify(r)))).toEqual(['ok', 'ok', 'ok']);
      const rows = await conn.db.select().from(leads);
      const consentOf = (kind: string) =>
        rows.find((r) => r.kind === kind)?.whatsappConsentAt?.toISOString() ?? null;
      expect([consentOf('career'), consentOf('contact'), consentOf('quote')]).toEqual([
        null,
        null,
        now.toISOString(),
      ]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('rate-limits one client per form, in the database, with a clear answer', async () => {
    const results = [];
    for (let i = 0; i < 7; i++) results.push(await submitLead('contact', valid(i), ctx));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.at(-1)).toEqual({ ok: false, formError: 'rateLimited' });
    expect(await stored()).toBe(5);
    expect((await submitLead('contact', valid(9), { ...ctx, clientKey: 'someone-else' })).ok).toBe(
      true,
    );
  });

  it('answers "failed" without throwing while the database is down, and succeeds once it is back', async () => {
    const input = valid();
    const down = await submitLead('contact', input, {
      ...ctx,
      db: async () => {
        throw new Error('connect ECONNREFUSED');
      },
    });
    expect(down).toEqual({ ok: false, formError: 'failed' });
    expect((await submitLead('contact', input, ctx)).ok).toBe(true);
    expect(await stored()).toBe(1);
  });

  describe('e-mail through the outbox', () => {
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

    const mail = (p: number) => ({
      transport: nodemailer.createTransport({
        host: '127.0.0.1',
        port: p,
        secure: false,
        ignoreTLS: true,
        connectionTimeout: 2000,
      }),
      from: 'Site <site@example.ae>',
      notifyTo: 'leads@example.ae',
      brand: { en: 'Qimma Technical Services', ar: 'قمة للخدمات الفنية' },
    });

    it('e-mails the company and the visitor after the lead is stored', async () => {
      await submitLead(
        'contact',
        { ...valid(), fullName: 'Layla Haddad' },
        { ...ctx, locale: 'ar', emails: ['notify_company', 'confirm_visitor'] },
      );
      const result = await processOutbox(conn.db, mail(port), now);
      expect(result).toEqual({ sent: 2, failed: 0 });
      expect(
        received.some((m) => m.includes('leads@example.ae') && m.includes('Layla Haddad')),
      ).toBe(true);
      expect(received.some((m) => m.includes('amina0@example.com'))).toBe(true);
      const rows = await conn.db.select().from(leadOutbox);
      expect(rows.every((r) => r.sentAt !== null)).toBe(true);
    });

    it('keeps the lead and retries with backoff while the mail server is down', async () => {
      await submitLead('contact', valid(), { ...ctx, emails: ['notify_company'] });
      const downPort = port + 1000 > 65000 ? port - 1000 : port + 1000;
      expect(await processOutbox(conn.db, mail(downPort), now)).toEqual({ sent: 0, failed: 1 });
      const [row] = await conn.db.select().from(leadOutbox);
      expect(row).toMatchObject({ attempts: 1, sentAt: null });
      expect(row!.lastError).toBeTruthy();
      expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(now.getTime());
      expect(await stored()).toBe(1);
      // Not due yet: nothing is sent early.
      expect(await processOutbox(conn.db, mail(port), now)).toEqual({ sent: 0, failed: 0 });
      // Due after the backoff: sent to the server that is back.
      expect(
        await processOutbox(conn.db, mail(port), new Date(now.getTime() + 2 * 60_000)),
      ).toEqual({ sent: 1, failed: 0 });
      const [after] = await conn.db.select().from(leadOutbox).where(eq(leadOutbox.id, row!.id));
      expect(after!.sentAt).not.toBeNull();
    });
  });
});
