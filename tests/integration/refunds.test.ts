import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Connection } from '@/lib/db/connect';
import { events, invoices } from '@/lib/db/schema';
import { issueInvoice } from '@/lib/invoices/issue';
import { markPaidOnSite } from '@/lib/invoices/pay';
import { invoiceByToken } from '@/lib/invoices/read';
import { createCheckoutSession, type StripeSettings } from '@/lib/payments/checkout';
import { handleStripeWebhook } from '@/lib/payments/webhook';
import { refundInvoice } from '@/lib/payments/refund';
import type { Viewer } from '@/lib/auth/viewer';
import { startStripeStandIn, type StripeStandIn } from '../support/stripe-standin';
import { issuedInvoice, now, resetInvoices, supplier } from './invoice-fixtures';
import { targets } from './databases';

// Refunds through Stripe against the stand-in: an admin refunds a paid-online invoice in full, once,
// under the invoice's idempotency key; the refund and its credit note are events of the request, and
// anything else (staff who are not admins, an unpaid invoice, one paid on site, a second refund,
// Stripe refusing or down) is refused and changes nothing.

const settings = { secretKey: 'sk_test_standin', webhookSecret: 'whsec_standin_secret' };

// The staff action runs as the viewer, on the test's database, with Stripe pointed at the stand-in.
const as = vi.hoisted(() => ({
  viewer: null as Viewer | null,
  conn: null as Connection | null,
  stripe: null as StripeSettings | null,
}));
// The role checks as lib/auth/viewer.ts makes them, on the test's viewer instead of a session cookie.
vi.mock('@/lib/auth/viewer', async (original) => {
  const real = await original<typeof import('@/lib/auth/viewer')>();
  const check = (allowed: (v: Viewer) => boolean) => async () => {
    if (!as.viewer || !allowed(as.viewer)) throw new real.NotAuthorisedError();
    return as.viewer;
  };
  return {
    ...real,
    getViewer: async () => as.viewer,
    requireStaff: check((v) => v.isStaff),
    requireAdmin: check((v) => v.isAdmin),
  };
});
vi.mock('@/lib/db/client', () => ({ getDb: async () => as.conn }));
vi.mock('@/lib/config/business', async (original) => {
  const real = await original<typeof import('@/lib/config/business')>();
  return {
    ...real,
    get stripeConfig() {
      return as.stripe;
    },
  };
});
// Only the revalidation is silenced (no Next server here); the rest of next/cache stays real (the price
// cache that naming a place on the invoice reads through lib/content).
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidatePath: () => undefined,
}));

const viewer = (role: 'admin' | 'staff'): Viewer => ({
  id: `u-${role}`,
  email: `${role}@example.com`,
  role,
  isAdmin: role === 'admin',
  isStaff: true,
});

describe.each(targets)('refunds on $name', ({ open }) => {
  let conn: Connection;
  let stripe: StripeStandIn;
  let stripeSettings: StripeSettings;
  beforeAll(async () => {
    conn = await open();
    stripe = await startStripeStandIn({ ...settings, webhookUrl: 'http://127.0.0.1:9/unused' });
    stripeSettings = { ...settings, apiBase: stripe.url };
    as.conn = conn;
    as.stripe = stripeSettings;
  });
  beforeEach(async () => {
    await resetInvoices(conn.db);
    stripe.refunds.length = 0;
    stripe.requests.length = 0;
    as.viewer = viewer('admin');
  });
  afterAll(async () => {
    await stripe?.close();
    await conn?.close();
  });

  const issued = () => issuedInvoice(conn.db);

  /** An invoice the customer paid through the stand-in's checkout, confirmed by the signed webhook. */
  async function paidOnline() {
    const job = await issued();
    const found = (await invoiceByToken(conn.db, job.token))!;
    const session = await createCheckoutSession(conn.db, stripeSettings, {
      invoice: found.invoice,
      token: job.token,
      siteUrl: 'https://site.test',
      now,
    });
    if (!session.ok) throw new Error('no session');
    stripe.pay(session.id);
    const e = stripe.event(session.id);
    const paid = await handleStripeWebhook(conn.db, {
      rawBody: e.body,
      signature: e.signature,
      secret: settings.webhookSecret,
      now: new Date(),
    });
    expect(paid.outcome).toBe('paid');
    return { ...job, sessionId: session.id };
  }

  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries({ locale: 'en', confirm: 'yes', ...fields })) f.set(k, v);
    return f;
  };
  const refundAs = async (invoiceId: string, fields: Record<string, string> = {}) => {
    const { refundAction } = await import('@/lib/invoices/actions');
    return refundAction(null, form({ invoiceId, reason: 'Customer cancelled the job', ...fields }));
  };
  const invoiceRow = async (id: string) =>
    (await conn.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
  const historyOf = (requestId: string) =>
    conn.db.select().from(events).where(eq(events.requestId, requestId)).orderBy(events.createdAt);
  const creditNotesOf = (invoiceId: string) =>
    conn.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.kind, 'credit_note'), eq(invoices.creditsInvoiceId, invoiceId)));

  it("refunds an admin's paid-online invoice in full, once, under the invoice's key, recorded with a credit note", async () => {
    const { requestId, invoiceId } = await paidOnline();
    const answer = await refundAs(invoiceId);
    expect(answer).toMatchObject({
      ok: true,
      message: "Refunded in full. Credit note CN-000001 issued. The customer's link (shown once):",
    });
    expect(answer.ok && answer.link).toMatch(/\/invoice\/[\w-]+$/);

    expect(stripe.refunds).toHaveLength(1);
    expect(stripe.refunds[0]).toMatchObject({
      amount: 232155,
      currency: 'aed',
      status: 'succeeded',
    });
    const sent = stripe.requests.filter((r) => r.path === '/v1/refunds');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toBe(`refund-${invoiceId}`);
    expect(sent[0]!.form).toMatchObject({
      payment_intent: stripe.refunds[0]!.payment_intent,
      amount: '232155',
      reason: 'requested_by_customer',
    });

    expect(await invoiceRow(invoiceId)).toMatchObject({ status: 'refunded', paidVia: 'stripe' });
    const history = await historyOf(requestId);
    const refunded = history.find((e) => e.kind === 'invoice_refunded');
    expect(refunded).toMatchObject({
      actor: 'staff:admin@example.com',
      note: 'Customer cancelled the job',
      before: { status: 'paid' },
      after: {
        invoiceId,
        number: 'INV-000001',
        refundId: stripe.refunds[0]!.id,
        amountFils: 232155,
        creditNote: 'CN-000001',
      },
    });
    expect(history.map((e) => e.kind)).toContain('credit_note_issued');
    const [note] = await creditNotesOf(invoiceId);
    expect(note).toMatchObject({ number: 1, totalFils: 232155 });

    // A second attempt is refused: no second refund, no second event or credit note.
    expect(await refundAs(invoiceId)).toEqual({
      ok: false,
      errors: ['This invoice is already refunded.'],
    });
    expect(stripe.refunds).toHaveLength(1);
    expect((await historyOf(requestId)).filter((e) => e.kind === 'invoice_refunded')).toHaveLength(
      1,
    );
    expect(await creditNotesOf(invoiceId)).toHaveLength(1);
    // Refunded and credited, the job may be invoiced again (a corrected invoice is a new one).
    const again = await issueInvoice(conn.db, {
      requestId,
      siteLines: [],
      supplier,
      actor: 'staff:ops@example.com',
      now,
    });
    expect(again).toMatchObject({ ok: true, number: 'INV-000002' });
  });

  it('gets the same refund from Stripe when two admins refund at once, and records it once', async () => {
    const { requestId, invoiceId } = await paidOnline();
    const input = { invoiceId, actor: 'staff:admin@example.com', reason: 'Duplicate', now };
    const results = await Promise.all([
      refundInvoice(conn.db, stripeSettings, input),
      refundInvoice(conn.db, stripeSettings, input),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([{ ok: false, code: 'already_refunded' }]);
    expect(stripe.refunds).toHaveLength(1);
    expect((await historyOf(requestId)).filter((e) => e.kind === 'invoice_refunded')).toHaveLength(
      1,
    );
  });

  it('refuses staff who are not admins, in their language, and changes nothing', async () => {
    const { requestId, invoiceId } = await paidOnline();
    as.viewer = viewer('staff');
    expect(await refundAs(invoiceId)).toEqual({
      ok: false,
      errors: ['Your role does not allow this.'],
    });
    expect(await refundAs(invoiceId, { locale: 'ar' })).toEqual({
      ok: false,
      errors: ['دورك لا يسمح بهذا الإجراء.'],
    });
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(0);
    expect((await invoiceRow(invoiceId)).status).toBe('paid');
    expect((await historyOf(requestId)).map((e) => e.kind)).not.toContain('invoice_refunded');
  });

  it('refuses an unpaid invoice, one paid on site, and a refund without reason or confirmation', async () => {
    const unpaid = await issued();
    expect(await refundAs(unpaid.invoiceId)).toEqual({
      ok: false,
      errors: ['This invoice is not paid, so there is nothing to refund.'],
    });
    const onSite = await issued();
    await markPaidOnSite(conn.db, {
      invoiceId: onSite.invoiceId,
      actor: 'staff:ops@example.com',
      reason: 'Cash',
      now,
    });
    expect(await refundAs(onSite.invoiceId, { locale: 'ar' })).toEqual({
      ok: false,
      errors: [
        'دُفعت هذه الفاتورة في الموقع لا عبر Stripe: أعد المبلغ إلى العميل مباشرة ثم أصدر إشعارًا دائنًا.',
      ],
    });
    const online = await paidOnline();
    expect(await refundAs(online.invoiceId, { reason: 'x' })).toEqual({
      ok: false,
      errors: ['Give a reason of 3 to 500 characters.'],
    });
    expect(await refundAs(online.invoiceId, { confirm: '' })).toEqual({
      ok: false,
      errors: ['Tick the box to confirm the refund.'],
    });
    expect(stripe.requests.filter((r) => r.path === '/v1/refunds')).toHaveLength(0);
    expect((await invoiceRow(unpaid.invoiceId)).status).toBe('issued');
    expect((await invoiceRow(onSite.invoiceId)).status).toBe('paid');
    expect((await invoiceRow(online.invoiceId)).status).toBe('paid');
  });

  it('changes nothing when Stripe refuses or is down, and logs no customer data', async () => {
    const { requestId, invoiceId, sessionId } = await paidOnline();
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // Stripe refuses: the session's payment intent is one it does not know (400 resource_missing).
    const session = stripe.sessions.get(sessionId)!;
    const realIntent = session.payment_intent;
    session.payment_intent = 'pi_unknown';
    expect(await refundAs(invoiceId)).toEqual({
      ok: false,
      errors: [
        "Stripe did not make the refund, so nothing has changed. Try again in a moment, or check the payment in Stripe's dashboard.",
      ],
    });
    session.payment_intent = realIntent;
    // Stripe is down (nothing listens there).
    as.stripe = { ...stripeSettings, apiBase: 'http://127.0.0.1:9' };
    try {
      expect((await refundAs(invoiceId)).ok).toBe(false);
    } finally {
      as.stripe = stripeSettings;
    }
    expect(stripe.refunds).toHaveLength(0);
    expect((await invoiceRow(invoiceId)).status).toBe('paid');
    expect((await historyOf(requestId)).map((e) => e.kind)).not.toContain('invoice_refunded');
    const text = logged.mock.calls.flat().join(' ');
    expect(text).toContain('resource_missing');
    for (const secret of ['Amina', 'amina@example.com', '+971501234567', 'Customer cancelled'])
      expect(text).not.toContain(secret);
    logged.mockRestore();
    // Once Stripe answers again, the refund goes through.
    expect((await refundAs(invoiceId)).ok).toBe(true);
  });
});
