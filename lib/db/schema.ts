import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { locales } from '../i18n/routing';
import { recordKinds, leadStatuses } from '../leads/model';
import { bookingStatuses } from '../booking/model';
import { zones } from '../booking/zones';
import { eventKinds } from '../events/model';
import { messageChannels, messageStatuses } from '../notify/model';
import { invoiceKinds, invoiceStatuses, lineSources, paymentMethods } from '../invoices/model';

// Row-level security is enabled on every table with no policy: the app writes through its own server
// connection (the table owner), and Supabase's public anon key can read nothing.

/** SQL list of string literals for a check constraint: ('a', 'b'). The values are our own constants. */
const sqlList = (values: readonly string[]) =>
  sql.raw(`(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: recordKinds }).notNull(),
    status: text('status', { enum: leadStatuses }).notNull().default('new'),
    name: text('name').notNull(),
    email: text('email'),
    /** E.164, e.g. +971501234567. */
    phone: text('phone'),
    message: text('message'),
    service: text('service'),
    emirate: text('emirate'),
    area: text('area'),
    propertyType: text('property_type'),
    acUnits: integer('ac_units'),
    preferredDate: date('preferred_date'),
    preferredWindow: text('preferred_window'),
    role: text('role'),
    locale: text('locale', { enum: locales }).notNull(),
    sourcePath: text('source_path'),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    /**
     * The instant estimate the visitor saw when sending (lib/pricing/estimate.ts): the price list's
     * amounts at that moment, so a later price change never rewrites what they were shown.
     */
    estimate: jsonb('estimate'),
    noticeVersion: text('notice_version').notNull(),
    consentAt: timestamptz('consent_at').notNull(),
    /** The day staff mean to come back to this lead (the workspace's follow-up); overdue once past. */
    followUpOn: date('follow_up_on'),
    /**
     * WhatsApp updates (lib/notify): when the visitor chose them and the words they agreed to, in their
     * language; null: never asked or said no. `whatsappStoppedAt`: they replied STOP (or stopped them on
     * their private page); nothing more goes to them on WhatsApp.
     */
    whatsappConsentAt: timestamptz('whatsapp_consent_at'),
    whatsappConsentText: text('whatsapp_consent_text'),
    whatsappStoppedAt: timestamptz('whatsapp_stopped_at'),
    /** One per form render, so a double click or a retried request cannot create a second lead. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('leads_created_at_idx').on(t.createdAt),
    index('leads_status_idx').on(t.status),
    // The workspace pipeline (lib/workspace/pipeline.ts): its filters, the overdue list and a search
    // by phone or e-mail each read an index rather than every lead.
    index('leads_kind_created_idx').on(t.kind, t.createdAt),
    index('leads_follow_up_idx').on(t.followUpOn),
    index('leads_phone_idx').on(t.phone),
    index('leads_email_idx').on(sql`lower(${t.email})`),
    check('leads_kind_check', sql`${t.kind} in ${sqlList(recordKinds)}`),
    check('leads_status_check', sql`${t.status} in ${sqlList(leadStatuses)}`),
  ],
).enableRLS();

/** E-mails owed for a lead, sent after the lead is stored and retried with backoff. */
export const leadOutbox = pgTable(
  'lead_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['notify_company', 'confirm_visitor'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestamptz('sent_at'),
    /**
     * A booking's private page path, owed in its confirmation e-mail: the only place the raw link is
     * kept (the booking stores its hash), and cleared once the e-mail is sent.
     */
    link: text('link'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('lead_outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
).enableRLS();

/** Fixed-window request counters per client, shared by every server instance. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
).enableRLS();

/**
 * The sign-in throttle (lib/auth/throttle.ts): one row per hashed account or client address, never an
 * e-mail or an address itself. `expires_at`: a day after the last failure; a row past it may be deleted.
 */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStart: timestamptz('window_start').notNull(),
    /** Locks so far: the next one lasts 30 s × 2^locks, at most 15 minutes. */
    locks: integer('locks').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [index('auth_throttle_expires_idx').on(t.expiresAt)],
).enableRLS();

// ---- Booking (lib/booking): availability rules, booked visits and what happened to each. ----

/** The booking rules, one row (id 1); lib/booking/model.ts names them and holds the defaults. */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    id: integer('id').primaryKey().default(1),
    minLeadMinutes: integer('min_lead_minutes').notNull(),
    horizonDays: integer('horizon_days').notNull(),
    changeCutoffMinutes: integer('change_cutoff_minutes').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('booking_settings_single_row', sql`${t.id} = 1`),
    check(
      'booking_settings_ranges',
      sql`${t.minLeadMinutes} >= 0 and ${t.horizonDays} between 1 and 365 and ${t.changeCutoffMinutes} >= 0`,
    ),
  ],
).enableRLS();

/** Visits one zone takes in one window ('08-10'); a window with no row takes none. */
export const bookingCapacity = pgTable(
  'booking_capacity',
  {
    zone: text('zone', { enum: zones }).notNull(),
    window: text('window').notNull(),
    places: integer('places').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.zone, t.window] }),
    check('booking_capacity_places', sql`${t.places} >= 0`),
  ],
).enableRLS();

/** Days without visits (public holidays), entered by staff; the emergency line still answers. */
export const closedDays = pgTable('closed_days', {
  day: date('day').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameAr: text('name_ar').notNull(),
}).enableRLS();

/** The people who go out on visits: a name and a phone to reach them, no login. */
export const technicians = pgTable('technicians', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** E.164, e.g. +971501234567. */
  phone: text('phone').notNull(),
  /** A technician who left stays on the bookings they had, but is no longer offered for new ones. */
  active: boolean('active').notNull().default(true),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
}).enableRLS();

/** A booked visit: its lead (the visitor's details) and its place in a window. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .unique()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** What the visitor quotes on the phone: BK-7K3M9Q. Not a key to the private page. */
    reference: text('reference').notNull().unique(),
    /** SHA-256 of the private page's link token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    zone: text('zone', { enum: zones }).notNull(),
    day: date('day').notNull(),
    window: text('window').notNull(),
    status: text('status', { enum: bookingStatuses }).notNull().default('received'),
    /** Who goes out on the visit, once staff have assigned someone. */
    technicianId: uuid('technician_id').references(() => technicians.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('bookings_slot_idx').on(t.zone, t.day, t.window),
    index('bookings_status_idx').on(t.status),
    // The schedule reads a day or a week across every zone; the dashboard counts by creation week.
    index('bookings_day_idx').on(t.day, t.window),
    index('bookings_created_at_idx').on(t.createdAt),
    check('bookings_status_check', sql`${t.status} in ${sqlList(bookingStatuses)}`),
  ],
).enableRLS();

/**
 * Places taken per zone, day and window. Every booking, move and cancellation changes it in the same
 * transaction with a conditional update, so the capacity holds across server instances.
 */
export const slotUsage = pgTable(
  'slot_usage',
  {
    zone: text('zone', { enum: zones }).notNull(),
    day: date('day').notNull(),
    window: text('window').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.zone, t.day, t.window] }),
    check('slot_usage_booked', sql`${t.booked} >= 0`),
  ],
).enableRLS();

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Photos a visitor sent with a booking, re-encoded without metadata (lib/booking/photos.ts). Kept in
 * the database: every instance reads them, backups include them, and at most 5 × ~1 MB per booking.
 */
export const bookingPhotos = pgTable(
  'booking_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('booking_photos_booking_idx').on(t.bookingId)],
).enableRLS();

// ---- Prices (lib/pricing): the price list staff edit (its changes are events). ----

/**
 * One row per price-list entry (lib/pricing/price-list.ts seeds the missing ones). `amount_cents`:
 * hundredths of the amount (fils for AED, hundredths of a percent for a discount), so no float is stored.
 */
export const prices = pgTable(
  'prices',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['fixed', 'from', 'percent'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by').notNull().default('seed'),
  },
  (t) => [check('prices_amount_positive', sql`${t.amountCents} > 0`)],
).enableRLS();

/**
 * An AMC contract request (lib/amc): its lead row (kind 'amc', the plan and total in leads.estimate),
 * the reference the visitor quotes (AMC-7K3M9Q) and the hash of its private page's token.
 */
export const amcRequests = pgTable('amc_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  leadId: uuid('lead_id')
    .notNull()
    .unique()
    .references(() => leads.id, { onDelete: 'cascade' }),
  reference: text('reference').notNull().unique(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
}).enableRLS();

function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}

/**
 * The one history (lib/events): every change by anyone (visitor, staff, the site) to a request or a
 * setting, with who, when, and the value before and after (jsonb, typed per kind by EventData).
 * Append-only: no code path updates or deletes a row, and a trigger (migration 0010) refuses both,
 * except a request's events going with its lead (cascade).
 * `seq` is the order events were written in: it orders a request's events of one instant, and the
 * settings' latest changes (lib/events/read.ts).
 */
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** The lead of the request (a booking's and an AMC request's own lead); null for a setting. */
    requestId: uuid('request_id').references(() => leads.id, { onDelete: 'cascade' }),
    /** What a setting's event is about: 'price:<id>', 'capacity:dubai 08-10', 'role:<email>'. */
    subject: text('subject'),
    kind: text('kind', { enum: eventKinds }).notNull(),
    actor: text('actor').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    note: text('note'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('events_request_idx').on(t.requestId, t.createdAt),
    index('events_subject_idx').on(t.subject, t.createdAt),
    index('events_kind_idx').on(t.kind, t.createdAt),
    check('events_kind_check', sql`${t.kind} in ${sqlList(eventKinds)}`),
  ],
).enableRLS();

/**
 * A request's line items (lib/pricing/basket.ts): what the customer chose, priced by the server from
 * its own list when the request was stored (6 split units' deep cleaning, 1 ducted unit's), so a later
 * price change never rewrites what they were shown. Written in the request's own transaction.
 */
export const requestLines = pgTable(
  'request_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The line's place in the basket, from 0. */
    position: integer('position').notNull(),
    priceId: text('price_id').notNull(),
    /** The AC unit type; null for an item that is not per unit (a diagnosis visit). */
    unitType: text('unit_type'),
    count: integer('count').notNull(),
    /** The list price of one unit in fils at the time, before discount and VAT. */
    unitPriceFils: integer('unit_price_fils').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    /** 'from' (a range) or 'fixed' (low = high). */
    kind: text('kind', { enum: ['fixed', 'from'] }).notNull(),
    listVersion: text('list_version').notNull(),
    lowFils: integer('low_fils').notNull(),
    highFils: integer('high_fils').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('request_lines_request_idx').on(t.requestId, t.position),
    check('request_lines_count_positive', sql`${t.count} > 0`),
  ],
).enableRLS();

/**
 * The notification queue (lib/notify/queue.ts): one row per message owed to a customer, for one event
 * of their request and one channel. `idempotency_key` (event and channel, or the reminder's day) is
 * unique, so an event enqueued twice owes one message; a worker claims due rows with FOR UPDATE SKIP
 * LOCKED and moves `next_attempt_at` on before it sends, so two instances never send one row twice.
 * `status` follows the provider's webhooks after the send (sent, delivered, read, failed).
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** The history event this message tells (null for none). */
    eventId: uuid('event_id'),
    channel: text('channel', { enum: messageChannels }).notNull(),
    /** Which message of the table in lib/notify/templates.ts: 'received', 'reminder', … */
    purpose: text('purpose').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status', { enum: messageStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    /** The provider's id (WhatsApp's wamid.…), which its status webhooks name. */
    providerMessageId: text('provider_message_id'),
    /** The last error's code only (Meta's numeric code, an HTTP status, 'timeout'), never its text. */
    errorCode: text('error_code'),
    sentAt: timestamptz('sent_at'),
    statusAt: timestamptz('status_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('messages_due_idx').on(t.status, t.nextAttemptAt),
    index('messages_request_idx').on(t.requestId, t.createdAt),
    uniqueIndex('messages_provider_id_idx').on(t.providerMessageId),
    check('messages_channel_check', sql`${t.channel} in ${sqlList(messageChannels)}`),
    check('messages_status_check', sql`${t.status} in ${sqlList(messageStatuses)}`),
  ],
).enableRLS();

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
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
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
    id: uuid('id').primaryKey().defaultRandom(),
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
export * from './schema/reviews';
