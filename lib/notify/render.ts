import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookings, events, leads, messages, technicians } from '@/lib/db/schema';
import { business } from '@/lib/config/business';
import { formatAed } from '@/lib/pricing/money';
import { bookingRecap } from '@/lib/booking/recap';
import { firstName, technicianName } from '@/lib/booking/status-copy';
import { serverText } from '@/lib/i18n/server-text';
import type { Locale } from '@/lib/i18n/locales';
import { basketText } from '@/lib/pricing/basket-text';
import { linesView } from '@/lib/pricing/lines-view';
import { linesOfRequest } from '@/lib/requests/lines';
import { stillOwed, type Purpose } from './purposes';

// What one queued message says, read when it is sent (the request as it is then): the template's
// parameters in the customer's language. Each purpose's parameters are the body's {{1}}, {{2}} … of
// the template of that name (README: "WhatsApp"): the customer's name first, then what that step
// needs, so no channel words its own copy of a status (the words live in the approved templates).

type Row = typeof messages.$inferSelect;

export type Rendered =
  | { send: true; to: string; locale: Locale; parameters: string[] }
  | { send: false; why: 'stopped' | 'gone' | 'notOwed' };

/** The request a message is about: its lead, its booking and the booking's technician. */
export async function messageSubject(db: Db, requestId: string) {
  const [found] = await db
    .select({ lead: leads, booking: bookings, technician: technicians })
    .from(leads)
    .innerJoin(bookings, eq(bookings.leadId, leads.id))
    .leftJoin(technicians, eq(technicians.id, bookings.technicianId))
    .where(eq(leads.id, requestId));
  return found ?? null;
}

export async function renderMessage(db: Db, row: Row, now: Date): Promise<Rendered> {
  const found = await messageSubject(db, row.requestId);
  if (!found?.lead.phone) return { send: false, why: 'gone' };
  const { lead, booking } = found;
  const phone = lead.phone!;
  if (row.channel === 'whatsapp' && (lead.whatsappStoppedAt || !lead.whatsappConsentAt))
    return { send: false, why: 'stopped' };
  const purpose = row.purpose as Purpose;
  if (!stillOwed(purpose, booking.status, booking.day, row.idempotencyKey, now))
    return { send: false, why: 'notOwed' };
  const locale = lead.locale;
  const t = serverText(locale);
  const lines = await linesOfRequest(db, lead.id);
  const recap = bookingRecap(t, booking, lead, locale, lines);
  const name = firstName(lead.name);
  const tech = found.technician ? firstName(technicianName(found.technician, locale)) : '';
  const when = [recap.day, recap.window];
  // An invoice message: {{2}} the invoice number, {{3}} its total (issued: {{4}} its private link).
  const invoice = isInvoicePurpose(purpose) ? await messageInvoice(db, row) : null;
  if (isInvoicePurpose(purpose) && !invoice) return { send: false, why: 'gone' };
  const billed = invoice ? [name, invoice.number, formatAed(invoice.totalFils, locale)] : [];
  const byPurpose: Record<Purpose, string[]> = {
    invoice_issued: [...billed, messageLink(row)],
    invoice_paid: billed,
    received: [name, recap.reference, ...when, recap.service, total(lines, locale, t)],
    confirmed: [name, recap.reference, ...when],
    assigned: [name, recap.reference, tech, ...when],
    on_the_way: [name, recap.reference, tech],
    reminder: [name, recap.reference, ...when],
    moved: [name, recap.reference, ...when],
    cancelled: [name, recap.reference],
    cancelled_by_us: [name, recap.reference],
    no_show: [name, recap.reference],
    // {{3}}: the link to the booking's page, where the visit is reviewed (the site if none was kept).
    done: [name, recap.reference, messageLink(row) || business.siteUrl],
  };
  return { send: true, to: phone, locale, parameters: byPurpose[purpose] };
}

/** The purposes that tell of an invoice rather than of the visit. */
export const isInvoicePurpose = (purpose: Purpose) =>
  purpose === 'invoice_issued' || purpose === 'invoice_paid';

/** The invoice an invoice message tells of, from its event: the printed number and the total. */
export async function messageInvoice(db: Db, row: Row) {
  if (!row.eventId) return null;
  const [event] = await db
    .select({ after: events.after })
    .from(events)
    .where(eq(events.id, row.eventId));
  const after = event?.after as { number?: string; totalFils?: number } | null | undefined;
  return after?.number && typeof after.totalFils === 'number'
    ? { number: after.number, totalFils: after.totalFils }
    : null;
}

/** The absolute address of the private link a message carries (kept on its row until it is sent). */
export const messageLink = (row: Row) =>
  row.link ? new URL(row.link, business.siteUrl).toString() : '';

/** The lines' total with VAT as the customer saw it, or "to be confirmed at the visit". */
function total(
  lines: Awaited<ReturnType<typeof linesOfRequest>>,
  locale: Locale,
  t: ReturnType<typeof serverText>,
) {
  return lines.length
    ? linesView(lines, basketText(locale), locale).withVat
    : t('notify.totalAtVisit');
}
