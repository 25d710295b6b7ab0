import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TaxSupplier } from '@/lib/config/business';
import type { Db } from '@/lib/db/connect';
import { amcContracts, amcRequests, invoices, leads } from '@/lib/db/schema';
import type { ContractValue } from '@/lib/events/model';
import { recordEvent } from '@/lib/events/record';
import { placeName } from '@/lib/booking/recap';
import { serverText } from '@/lib/i18n/server-text';
import { localizedPath } from '@/lib/i18n/paths';
import { storeInvoice } from '@/lib/invoices/issue';
import { invoiceNumberText, priceInvoiceLine, type InvoiceLineInput } from '@/lib/invoices/model';
import { PRICE_LIST_VERSION, type Prices } from '@/lib/pricing/price-list';
import type { Reader } from '@/lib/requests/create';
import { isLinkToken, tokenHash } from '@/lib/requests/token';
import { instalmentSchedule, priceContract, type ContractTerms, type Instalment } from './contract';

// Storing AMC contracts: staff's offer (priced here, from the prices in force, never from the post)
// and its acceptance by the customer, which issues the first instalment's tax invoice in the same
// transaction. Each is an event of the request. Accepting again finds the contract accepted and issues
// nothing more.

export type ContractRow = typeof amcContracts.$inferSelect;
export type OfferRefusal = 'not_found' | 'accepted' | 'survey';

const valueOf = (c: ContractTerms & { totalFils: number }): ContractValue => ({
  plan: c.plan,
  unitType: c.unitType,
  units: c.units,
  startDate: c.startDate,
  instalments: c.instalments,
  totalFils: c.totalFils,
});

/** Offers (or, until accepted, changes) the contract of an AMC request. */
export async function offerContract(
  db: Db,
  input: { requestId: string; terms: ContractTerms; prices: Prices; actor: string; now: Date },
): Promise<{ ok: true; contract: ContractRow } | { ok: false; code: OfferRefusal }> {
  const price = priceContract(input.prices, input.terms);
  if (!price) return { ok: false, code: 'survey' };
  return db.transaction(async (tx) => {
    // The lead's row lock: two staff offering at once queue here.
    const [lead] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.id, input.requestId), eq(leads.kind, 'amc')))
      .for('update');
    if (!lead) return { ok: false, code: 'not_found' } as const;
    const [current] = await tx
      .select()
      .from(amcContracts)
      .where(eq(amcContracts.requestId, input.requestId));
    if (current?.status === 'accepted') return { ok: false, code: 'accepted' } as const;
    const values = {
      ...input.terms,
      ...price,
      priceListVersion: PRICE_LIST_VERSION,
      status: 'offered' as const,
      offeredBy: input.actor,
      offeredAt: input.now,
    };
    const [stored] = current
      ? await tx.update(amcContracts).set(values).where(eq(amcContracts.id, current.id)).returning()
      : await tx
          .insert(amcContracts)
          .values({ ...values, requestId: input.requestId })
          .returning();
    await recordEvent(tx, {
      kind: 'amc_offered',
      requestId: input.requestId,
      actor: input.actor,
      before: current ? valueOf(current as ContractTerms & ContractRow) : null,
      after: valueOf(values),
      createdAt: input.now,
    });
    return { ok: true, contract: stored! } as const;
  });
}

/** A request's contract and, once accepted, its first invoice's number; null before any offer. */
export async function contractOfRequest(db: Reader, requestId: string) {
  const [row] = await db
    .select({ contract: amcContracts, invoiceNumber: invoices.number })
    .from(amcContracts)
    .leftJoin(invoices, eq(invoices.id, amcContracts.firstInvoiceId))
    .where(eq(amcContracts.requestId, requestId));
  return row ?? null;
}

/** The contract's instalments, from what was offered (never repriced). */
export const scheduleOf = (c: ContractRow): Instalment[] =>
  instalmentSchedule(c as ContractRow & ContractTerms, c.totalFils);

/**
 * The private link's token of an instalment's invoice, derived from the AMC page's own token: the page
 * can link to the invoice on every visit while neither token is stored, and the invoice's link does not
 * lead back to the contract.
 */
export const instalmentInvoiceToken = (amcToken: string, instalment: number) =>
  createHash('sha256').update(`amc-instalment:${instalment}:${amcToken}`).digest('base64url');

/**
 * The first instalment as one invoice line: the plan for the units, at the period's share of the list
 * price per unit-year; the volume discount (and the fils a quarter rounds away) as the line's discount,
 * so its net is the instalment's exactly.
 */
export function firstInstalmentLine(c: ContractRow, first: Instalment): InvoiceLineInput {
  const periods = c.instalments === 'yearly' ? 1 : 4;
  const unitPriceFils = Math.max(
    Math.ceil(c.listUnitFils / periods),
    Math.ceil(first.netFils / c.units),
  );
  return {
    source: 'booked',
    priceId: `amc.${c.plan}`,
    unitType: c.unitType,
    description: null,
    count: c.units,
    unitPriceFils,
    discountFils: c.units * unitPriceFils - first.netFils,
  };
}

export type AcceptResult =
  | { ok: true; fresh: boolean; invoiceNumber: string }
  | { ok: false; code: 'not_found' | 'no_offer' };

/** The customer accepts the offer by the AMC page's token: the first instalment's invoice, once. */
export async function acceptContract(
  db: Db,
  input: {
    token: string;
    supplier: TaxSupplier;
    now: Date;
    /** The company to invoice and its TRN, when the customer gives them on accepting (checked). */
    company?: { name: string | null; trn: string | null };
  },
): Promise<AcceptResult> {
  if (!isLinkToken(input.token)) return { ok: false, code: 'not_found' };
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ lead: leads })
      .from(amcRequests)
      .innerJoin(leads, eq(leads.id, amcRequests.leadId))
      .where(eq(amcRequests.tokenHash, tokenHash(input.token)));
    if (!found) return { ok: false, code: 'not_found' } as const;
    const { lead } = found;
    // The contract's row lock: a double click's second post waits here and then sees it accepted.
    const [c] = await tx
      .select()
      .from(amcContracts)
      .where(eq(amcContracts.requestId, lead.id))
      .for('update');
    if (!c) return { ok: false, code: 'no_offer' } as const;
    if (c.status === 'accepted') {
      // Read in a statement of its own, after the lock: a join in the locking statement would see the
      // invoice as of before the wait (PostgreSQL re-reads only the locked row), so not at all.
      const [invoice] = await tx
        .select({ number: invoices.number })
        .from(invoices)
        .where(eq(invoices.id, c.firstInvoiceId!));
      return {
        ok: true,
        fresh: false,
        invoiceNumber: invoiceNumberText('invoice', invoice!.number),
      } as const;
    }
    const first = scheduleOf(c)[0]!;
    const token = instalmentInvoiceToken(input.token, 1);
    const stored = await storeInvoice(
      tx,
      {
        requestId: lead.id,
        kind: 'invoice',
        locale: lead.locale,
        customerName: input.company?.name || lead.name,
        customerAddress: placeName(serverText(lead.locale), lead, lead.locale) || null,
        customerTrn: input.company?.trn ?? null,
        supplier: input.supplier,
        issuedAt: input.now,
        supplyDate: first.from,
        issuedBy: 'visitor',
      },
      [priceInvoiceLine(firstInstalmentLine(c, first))],
      token,
    );
    await tx
      .update(amcContracts)
      .set({ status: 'accepted', acceptedAt: input.now, firstInvoiceId: stored.id })
      .where(eq(amcContracts.id, c.id));
    const ref = { invoiceId: stored.id, number: stored.number, totalFils: stored.totals.totalFils };
    await recordEvent(tx, {
      kind: 'amc_accepted',
      requestId: lead.id,
      actor: 'visitor',
      before: null,
      after: ref,
      createdAt: input.now,
    });
    await recordEvent(
      tx,
      {
        kind: 'invoice_issued',
        requestId: lead.id,
        actor: 'visitor',
        before: null,
        after: ref,
        createdAt: input.now,
      },
      localizedPath(lead.locale, `/invoice/${token}`),
    );
    return { ok: true, fresh: true, invoiceNumber: stored.number } as const;
  });
}
