import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { amcRequests, leadOutbox, leads } from '@/lib/db/schema';
import { amcRequestByToken, type AmcEstimate } from '@/lib/amc/store';
import { submitAmcRequest, type AmcContext } from '@/lib/amc/submit';
import { listPrices, priceList } from '@/lib/pricing/price-list';
import { readPrices } from '@/lib/pricing/store';
import { processOutbox } from '@/lib/leads/outbox';
import nodemailer from 'nodemailer';
import { targets } from './databases';

// Tuesday 24 November 2026, 12:00 in Dubai: the next start months are December 2026 onwards.
const now = new Date('2026-11-24T08:00:00Z');
const key = () => `${randomUUID()}-abcd`;
const signUp = (overrides: Record<string, unknown> = {}) => ({
  plan: 'standard',
  units: '40',
  unitType: 'split',
  propertyType: 'residential-building',
  emirate: 'dubai',
  area: 'Al Barsha',
  startMonth: '2027-01',
  fullName: 'Omar Haddad',
  phone: '050 765 4321',
  email: 'omar@example.com',
  company: 'Haddad Properties',
  message: 'Two towers, 20 units each.',
  idempotencyKey: key(),
  startedAt: String(now.getTime() - 30_000),
  website: '',
  ...overrides,
});

describe.each(targets)('AMC sign-up on $name', ({ open }) => {
  let conn: Connection;
  let ctx: AmcContext;
  const countOf = async (table: typeof leads | typeof amcRequests) =>
    (await conn.db.select({ n: count() }).from(table))[0]!.n;

  beforeAll(async () => {
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(sql`truncate leads, lead_outbox, rate_limits, amc_requests cascade`);
    ctx = {
      db: async () => conn.db,
      prices: async () => listPrices(),
      locale: 'en',
      clientKey: `client-${randomUUID()}`,
      emails: ['notify_company', 'confirm_visitor'],
      linkFor: (token) => `/amc-plans/${token}`,
      now,
    };
  });
  afterAll(async () => conn?.close());

  it('stores a lead of kind amc with the total the server computed, and a private page', async () => {
    // A forged total in the post is ignored: the server prices the request itself.
    const result = await submitAmcRequest(signUp({ total: '1', totalWithVat: '1' }), ctx);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.reference).toMatch(/^AMC-[2-9A-HJKMNP-TV-Z]{6}$/);
    const [lead] = await conn.db.select().from(leads);
    expect(lead).toMatchObject({
      kind: 'amc',
      service: 'air-conditioning/amc',
      acUnits: 40,
      propertyType: 'residential-building',
      phone: '+971507654321',
      // A known area typed by its name is stored by its slug, as a booking stores it.
      area: 'al-barsha',
    });
    expect(lead!.estimate).toMatchObject({
      plan: 'standard',
      startMonth: '2027-01',
      units: 40,
      unitType: 'split',
      company: 'Haddad Properties',
      priceId: 'amc.standard',
      discountPercent: 15,
      total: 1_530_000,
      totalWithVat: 1_606_500,
    } satisfies Partial<AmcEstimate>);
    const found = await amcRequestByToken(conn.db, result.token);
    expect(found?.request.reference).toBe(result.reference);
    const [request] = await conn.db.select().from(amcRequests);
    expect(request!.tokenHash).not.toContain(result.token);
    const outbox = await conn.db.select().from(leadOutbox).where(eq(leadOutbox.leadId, lead!.id));
    expect(outbox.map((o) => o.kind).sort()).toEqual(['confirm_visitor', 'notify_company']);
    expect(outbox.find((o) => o.kind === 'confirm_visitor')!.link).toBe(
      `/amc-plans/${result.token}`,
    );
  });

  it("sends the confirmation through the outbox in the visitor's language", async () => {
    const result = await submitAmcRequest(signUp(), { ...ctx, locale: 'ar' });
    if (!result.ok) throw new Error('not stored');
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const sent: { subject: string; text: string; to: string }[] = [];
    const original = transport.sendMail.bind(transport);
    transport.sendMail = (async (mail: { subject: string; text: string; to: string }) => {
      sent.push(mail);
      return original(mail);
    }) as typeof transport.sendMail;
    const outcome = await processOutbox(
      conn.db,
      {
        transport,
        from: 'Site <site@example.ae>',
        notifyTo: 'leads@example.ae',
        brand: { en: 'Brand', ar: 'العلامة' },
        siteUrl: 'https://www.example.ae',
      },
      now,
    );
    expect(outcome).toEqual({ sent: 2, failed: 0 });
    const visitor = sent.find((m) => m.to === 'omar@example.com')!;
    expect(visitor.subject).toBe(`وصلنا طلب عقد الصيانة: ${result.reference}`);
    expect(visitor.text).toContain('الباقة: القياسية');
    expect(visitor.text).toContain('الإجمالي السنوي قبل الضريبة: 15,300 درهم');
    expect(visitor.text).toContain('الإجمالي السنوي شاملًا ضريبة 5%: 16,065 درهمًا');
    expect(visitor.text).toContain('شهر البدء: يناير 2027');
    expect(visitor.text).toContain(`https://www.example.ae/amc-plans/${result.token}`);
    const company = sent.find((m) => m.to === 'leads@example.ae')!;
    expect(company.subject).toBe(`New AMC request ${result.reference}: Omar Haddad`);
    expect(company.text).toContain('A year before VAT: AED 15,300');
    expect(company.text).toContain('Company: Haddad Properties');
  });

  it('prices with the database prices a staff member set', async () => {
    await conn.db.execute(sql`truncate prices cascade`);
    await readPrices(conn.db);
    await conn.db.execute(sql`update prices set amount_cents = 50000 where id = 'amc.standard'`);
    const prices = new Map((await readPrices(conn.db)).map((p) => [p.id, p]));
    const result = await submitAmcRequest(signUp({ units: '10' }), {
      ...ctx,
      prices: async () => prices,
    });
    expect(result.ok).toBe(true);
    const [lead] = await conn.db.select().from(leads);
    // 500 less 10 % = 450 a unit, 10 units.
    expect((lead!.estimate as AmcEstimate).total).toBe(450_000);
    expect(priceList.find((p) => p.id === 'amc.standard')!.amount).toBe(450);
  });

  it('stores one request for a form sent twice, and answers both with its reference', async () => {
    const form = signUp();
    const [a, b] = await Promise.all([submitAmcRequest(form, ctx), submitAmcRequest(form, ctx)]);
    expect(a.ok && b.ok).toBe(true);
    if (!a.ok || !b.ok) return;
    expect(a.reference).toBe(b.reference);
    expect(a.token).toBe(b.token);
    expect(await countOf(leads)).toBe(1);
    expect(await countOf(amcRequests)).toBe(1);
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const result = await submitAmcRequest(
      signUp({ plan: 'gold', units: '0', startMonth: '2026-10', email: '', phone: '12' }),
      ctx,
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        plan: 'invalid',
        units: 'invalid',
        startMonth: 'invalid',
        email: 'required',
        phone: 'invalid',
      },
    });
    // A month more than twelve ahead is refused too.
    const late = await submitAmcRequest(signUp({ startMonth: '2027-12' }), ctx);
    expect(late).toEqual({ ok: false, fieldErrors: { startMonth: 'invalid' } });
    expect(await countOf(leads)).toBe(0);
  });

  it('refuses an area of another emirate than the one chosen, storing nothing', async () => {
    const result = await submitAmcRequest(signUp({ emirate: 'abu-dhabi', area: 'Al Barsha' }), ctx);
    expect(result).toEqual({ ok: false, fieldErrors: { area: 'otherEmirate' } });
    expect(await countOf(leads)).toBe(0);
  });

  it('stores ducted units without a total: they are priced after a survey', async () => {
    const result = await submitAmcRequest(signUp({ unitType: 'ducted' }), ctx);
    expect(result.ok).toBe(true);
    const [lead] = await conn.db.select().from(leads);
    expect(lead!.estimate).toMatchObject({ unitType: 'ducted', total: null, totalWithVat: null });
  });

  it('rate-limits one client after five requests', async () => {
    for (let i = 0; i < 5; i++) expect((await submitAmcRequest(signUp(), ctx)).ok).toBe(true);
    expect(await submitAmcRequest(signUp(), ctx)).toEqual({ ok: false, formError: 'rateLimited' });
    expect(await countOf(leads)).toBe(5);
  });

  it('refuses a form sent faster than a person types', async () => {
    const result = await submitAmcRequest(signUp({ startedAt: String(now.getTime() - 100) }), ctx);
    expect(result).toEqual({ ok: false, formError: 'rejected' });
  });
});
