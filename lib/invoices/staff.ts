import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { requireAdmin, requireStaff } from '@/lib/auth/viewer';
import { business, stripeConfig, taxSupplier } from '@/lib/config/business';
import { now } from '@/lib/clock';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/connect';
import { invoices } from '@/lib/db/schema';
import { localizedPath } from '@/lib/i18n/paths';
import { refundInvoice } from '@/lib/payments/refund';
import type { Locale } from '@/lib/i18n/routing';
import { issueCreditNote } from './credit';
import { issueInvoice } from './issue';
import type { InvoiceLineInput } from './model';
import { markPaidOnSite } from './pay';

// The staff side of invoices (data access: each function checks the role itself): a job's invoices,
// issuing one, marking one paid on site, correcting one with a credit note; and, for an admin only,
// refunding one paid online through Stripe.

/** The customer's private link to an invoice, in their language (the token is shown only here). */
export const invoiceLink = (locale: Locale, token: string) =>
  `${business.siteUrl}${localizedPath(locale, `/invoice/${token}`)}`;

/** The link of an invoice just issued, in the customer's language (its row's). */
async function linkOf(db: Db, invoiceId: string, token: string) {
  const [row] = await db
    .select({ locale: invoices.locale })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return invoiceLink(row!.locale, token);
}

/** A staff member's change: the database, and who (the signed-in staff member, checked here) and when. */
async function staffChange() {
  const viewer = await requireStaff();
  const { db } = await getDb();
  return { db, by: { actor: `staff:${viewer.email}`, now: now() } };
}

export async function invoicesOfRequest(requestId: string) {
  await requireStaff();
  const { db } = await getDb();
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.requestId, requestId))
    .orderBy(asc(invoices.createdAt));
}

export async function issueForStaff(input: {
  requestId: string;
  siteLines: InvoiceLineInput[];
  customerTrn: string | null;
  customerAddress: string | null;
}) {
  const { db, by } = await staffChange();
  const result = await issueInvoice(db, { ...input, supplier: taxSupplier, ...by });
  if (!result.ok) return result;
  return { ...result, link: await linkOf(db, result.invoiceId, result.token) };
}

export async function markPaidForStaff(invoiceId: string, reason: string) {
  const { db, by } = await staffChange();
  return markPaidOnSite(db, { invoiceId, reason, ...by });
}

export async function creditForStaff(invoiceId: string, reason: string) {
  const { db, by } = await staffChange();
  const result = await issueCreditNote(db, { invoiceId, reason, ...by });
  if (!result.ok) return result;
  return { ...result, link: await linkOf(db, result.creditNoteId, result.token) };
}

/** An admin refunds an invoice paid online, in full, through Stripe (with its credit note). */
export async function refundForAdmin(invoiceId: string, reason: string) {
  const viewer = await requireAdmin();
  if (!stripeConfig) return { ok: false, code: 'stripe_failed' } as const;
  const { db } = await getDb();
  const result = await refundInvoice(db, stripeConfig, {
    invoiceId,
    reason,
    actor: `staff:${viewer.email}`,
    now: now(),
  });
  if (!result.ok) return result;
  return { ...result, link: await linkOf(db, result.creditNote.id, result.creditNote.token) };
}
