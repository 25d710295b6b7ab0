import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { amcContracts, amcRequests, events, invoiceLines, invoices, leads } from '@/lib/db/schema';
import { readOffer } from '@/lib/amc/contract';
import { acceptContract, instalmentInvoiceToken, offerContract } from '@/lib/amc/contract-store';
import { invoiceByToken } from '@/lib/invoices/read';
import { listPrices } from '@/lib/pricing/price-list';
import { tokenHash } from '@/lib/requests/token';
import { targets } from './databases';
import { now, supplier } from './invoice-fixtures';

// AMC contracts: staff offer one from an AMC request (priced by the server, tiers and VAT), the customer
// accepts it by the private page's token, which issues the first instalment's tax invoice once.

const staff = 'staff:ops@example.com';

describe.each(targets)('AMC contracts on $name', ({ open }) => {
  let conn: Connection;
  beforeAll(async () => {
    conn = await open();
  });
  beforeEach(async () => {
    await conn.db.execute(
      sql`truncate leads, amc_requests, amc_contracts, events, invoices, invoice_lines cascade`,
    );
    await conn.db.execute(sql`update invoice_counters set last = 0`);
  });
  afterAll(async () => conn?.close());

  /** An AMC request as the sign-up stores it: its lead and the private page's token. */
  async function amcRequest(locale: 'en' | 'ar' = 'en') {
    const requestId = randomUUID();
    const token = randomBytes(32).toString('base64url');
    await conn.db.insert(leads).values({
      id: requestId,
      kind: 'amc',
      name: 'Omar Haddad',
      phone: '+971507654321',
      email: 'omar@example.com',
      emirate: 'dubai',
      area: 'Al Barsha',
      locale,
      noticeVersion: 'test',
      consentAt: now,
      idempotencyKey: randomUUID(),
    });
    await conn.db.insert(amcRequests).values({
      leadId: requestId,
      reference: `AMC-${randomUUID().slice(0, 8)}`,
      tokenHash: tokenHash(token),
    });
    return { requestId, token };
  }

  const offer = (requestId: string, posted: Record<string, string> = {}) => {
    const read = readOffer(
      {
        plan: 'standard',
        unitType: 'split',
        units: '12',
        startDate: '2027-01-01',
        instalments: 'quarterly',
        ...posted,
      },
      '2026-11-30',
    );
    if (!read.ok) return Promise.resolve({ ok: false as const, errors: read.errors });
    return offerContract(conn.db, {
      requestId,
      terms: read.terms,
      prices: listPrices(),
      actor: staff,
      now,
    });
  };
  const accept = (token: string) => acceptContract(conn.db, { token, supplier, now });

  it('offers a contract priced by the server and, once accepted, issues the first quarter', async () => {
    const { requestId, token } = await amcRequest();
    const offered = await offer(requestId);
    expect(offered).toMatchObject({
      ok: true,
      contract: {
        status: 'offered',
        totalFils: 486_000,
        vatFils: 24_300,
        totalWithVatFils: 510_300,
      },
    });
    expect(await accept(token)).toEqual({ ok: true, fresh: true, invoiceNumber: 'INV-000001' });

    const issued = await invoiceByToken(conn.db, instalmentInvoiceToken(token, 1));
    // A quarter of 12 Standard units at AED 405 (10 % off 450): AED 1,215 and its VAT.
    expect(issued?.invoice).toMatchObject({
      requestId,
      kind: 'invoice',
      totalFils: 127_575,
      vatFils: 6_075,
      supplyDate: '2027-01-01',
      customerName: 'Omar Haddad',
      // The place in the request's language, never its slugs.
      customerAddress: 'Al Barsha, Dubai',
    });
    const lines = await conn.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, issued!.invoice.id));
    expect(lines.map((l) => [l.priceId, l.unitType, l.count, l.unitPriceFils, l.netFils])).toEqual([
      ['amc.standard', 'split', 12, 11_250, 121_500],
    ]);
    const [contract] = await conn.db.select().from(amcContracts);
    expect(contract).toMatchObject({ status: 'accepted', firstInvoiceId: issued!.invoice.id });
    const kinds = await conn.db
      .select({ kind: events.kind, actor: events.actor })
      .from(events)
      .where(eq(events.requestId, requestId))
      .orderBy(asc(events.createdAt), asc(events.kind));
    expect(kinds.map((k) => k.kind).sort()).toEqual([
      'amc_accepted',
      'amc_offered',
      'invoice_issued',
    ]);
  });

  it('bills a yearly contract in one invoice of the whole year', async () => {
    const { requestId, token } = await amcRequest('ar');
    await offer(requestId, { instalments: 'yearly', units: '3', plan: 'basic' });
    await accept(token);
    const issued = await invoiceByToken(conn.db, instalmentInvoiceToken(token, 1));
    expect(issued?.invoice).toMatchObject({ totalFils: 94_500, locale: 'ar' });
  });

  it('invoices the company and its TRN when the customer gives them on accepting', async () => {
    const { requestId, token } = await amcRequest();
    await offer(requestId);
    await acceptContract(conn.db, {
      token,
      supplier,
      now,
      company: { name: 'Haddad Properties LLC', trn: '100123456700003' },
    });
    const issued = await invoiceByToken(conn.db, instalmentInvoiceToken(token, 1));
    expect(issued?.invoice).toMatchObject({
      customerName: 'Haddad Properties LLC',
      customerTrn: '100123456700003',
    });
  });

  it('issues nothing more when the customer accepts twice, even at once', async () => {
    const { requestId, token } = await amcRequest();
    await offer(requestId);
    const results = await Promise.all([accept(token), accept(token)]);
    expect(results.map((r) => r.ok && r.invoiceNumber)).toEqual(['INV-000001', 'INV-000001']);
    expect(await accept(token)).toEqual({ ok: true, fresh: false, invoiceNumber: 'INV-000001' });
    expect(await conn.db.select({ id: invoices.id }).from(invoices)).toHaveLength(1);
    // An accepted contract is not offered again.
    expect(await offer(requestId, { units: '20' })).toEqual({ ok: false, code: 'accepted' });
  });

  it('refuses a bad offer and stores nothing: a past start, no units, a unit priced by survey', async () => {
    const { requestId, token } = await amcRequest();
    expect(await offer(requestId, { startDate: '2026-11-01', units: '0' })).toEqual({
      ok: false,
      errors: ['units', 'startDate'],
    });
    expect(await offer(requestId, { unitType: 'ducted' })).toEqual({ ok: false, code: 'survey' });
    expect(await offer(randomUUID())).toEqual({ ok: false, code: 'not_found' });
    expect(await conn.db.select().from(amcContracts)).toHaveLength(0);
    expect(await conn.db.select().from(events)).toHaveLength(0);
    expect(await accept(token)).toEqual({ ok: false, code: 'no_offer' });
    expect(await accept(randomBytes(32).toString('base64url'))).toEqual({
      ok: false,
      code: 'not_found',
    });
    expect(await conn.db.select().from(invoices)).toHaveLength(0);
  });

  it('lets staff change an offer until it is accepted, each change an event', async () => {
    const { requestId } = await amcRequest();
    await offer(requestId);
    const changed = await offer(requestId, { units: '30', instalments: 'yearly' });
    expect(changed).toMatchObject({ ok: true, contract: { units: 30, discountPercent: 15 } });
    expect(await conn.db.select().from(amcContracts)).toHaveLength(1);
    const offers = await conn.db.select().from(events).where(eq(events.kind, 'amc_offered'));
    expect(offers).toHaveLength(2);
  });
});
