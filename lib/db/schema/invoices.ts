import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { locales } from '../../i18n/routing';
import { invoiceKinds, invoiceStatuses, lineSources, paymentMethods } from '../../invoices/model';
import { sqlList, timestamptz, uuidPrimaryKey, createdAtNow } from './columns';
import { requestLeadId } from './requests';

// ---- Invoices (lib/invoices): UAE tax invoices and credit notes of a request, and Stripe's events. ----

/**
 * The last number given in each series ('invoice', 'credit_note'): one row per series, taken with a
 * row lock (UPDATE … RETURNING) in the issuing transaction, so numbers run 1, 2, 3 … with no gap and
 * no duplicate however many staff issue at once (a rolled-back issue gives its number back).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  series: text('series', { enum: invoiceKinds }).primaryKey(),
  last: integer('last').notNull().default(0),
}).enableRLS();

/**
 * An issued tax invoice or credit note. Never edited once issued (a trigger, migration 0013, refuses
 * any change but its payment status): a credit note corrects it. The supplier's facts are copied in
 * (supplier), so a later change of the configuration never rewrites an issued invoice.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuidPrimaryKey(),
    requestId: requestLeadId(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    /** Sequential in its kind's series, from 1 (INV-000001, CN-000001 as printed). */
    number: integer('number').notNull(),
    /** The invoice a credit note corrects. */
    creditsInvoiceId: uuid('credits_invoice_id').references((): AnyPgColumn => invoices.id),
    /** SHA-256 of the invoice's own private link token (lib/requests/token.ts); the token is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    locale: text('locale', { enum: locales }).notNull(),
    customerName: text('customer_name').notNull(),
    customerAddress: text('customer_address'),
    customerTrn: text('customer_trn'),
    /** { legalName: {en, ar}, address: {en, ar}, trn } as configured when issued. */
    supplier: jsonb('supplier').notNull(),
    issuedAt: timestamptz('issued_at').notNull(),
    /** The date of supply (the visit's day), printed when it differs from the date of issue. */
    supplyDate: date('supply_date').notNull(),
    subtotalFils: integer('subtotal_fils').notNull(),
    discountFils: integer('discount_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
    totalFils: integer('total_fils').notNull(),
    status: text('status', { enum: invoiceStatuses }).notNull().default('issued'),
    paidAt: timestamptz('paid_at'),
    paidVia: text('paid_via', { enum: paymentMethods }),
    /** The Checkout Session created for it (Stripe), reused while it is open. */
    stripeSessionId: text('stripe_session_id'),
    issuedBy: text('issued_by').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [
    uniqueIndex('invoices_kind_number_idx').on(t.kind, t.number),
    index('invoices_request_idx').on(t.requestId, t.createdAt),
    check('invoices_kind_check', sql`${t.kind} in ${sqlList(invoiceKinds)}`),
    check('invoices_status_check', sql`${t.status} in ${sqlList(invoiceStatuses)}`),
    check(
      'invoices_total_check',
      sql`${t.totalFils} = ${t.subtotalFils} - ${t.discountFils} + ${t.vatFils}`,
    ),
  ],
).enableRLS();

/** An invoice's lines: the booked lines and those added on site, VAT per line in fils. Never updated. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuidPrimaryKey(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** 'booked' (from request_lines) or 'site' (added by the technician on site). */
    source: text('source', { enum: lineSources }).notNull(),
    /** The price list's item (named in the customer's language), or null for a line staff described. */
    priceId: text('price_id'),
    unitType: text('unit_type'),
    description: text('description'),
    count: integer('count').notNull(),
    unitPriceFils: integer('unit_price_fils').notNull(),
    discountFils: integer('discount_fils').notNull().default(0),
    /** count × unit price − discount, before VAT. */
    netFils: integer('net_fils').notNull(),
    vatFils: integer('vat_fils').notNull(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    check('invoice_lines_count_positive', sql`${t.count} > 0`),
    check(
      'invoice_lines_amounts',
      sql`${t.discountFils} >= 0 and ${t.netFils} = ${t.count} * ${t.unitPriceFils} - ${t.discountFils} and ${t.netFils} >= 0`,
    ),
  ],
).enableRLS();

/** Stripe events already handled, by Stripe's event id: a repeated delivery changes nothing. */
export const stripeEvents = pgTable('stripe_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
}).enableRLS();
