import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { locales } from '../../i18n/routing';
import { recordKinds, leadStatuses } from '../../leads/model';
import { eventKinds } from '../../events/model';
import { sqlList, timestamptz, uuidPrimaryKey, createdAtNow } from './columns';

// Customer requests (lib/requests, lib/leads): the lead row every request has, its e-mail outbox, the
// rate-limit counters, an AMC request's own row, the one history of events and a request's line items.

/**
 * A row that belongs to a request: its lead's id (request_id, or lead_id on the older tables), removed
 * with the lead. Every table of a request's own rows shares this column.
 */
export function requestLeadId(column: 'request_id' | 'lead_id' = 'request_id') {
  return uuid(column)
    .notNull()
    .references(() => leads.id, { onDelete: 'cascade' });
}

export const leads = pgTable(
  'leads',
  {
    id: uuidPrimaryKey(),
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
    createdAt: createdAtNow(),
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
    id: uuidPrimaryKey(),
    leadId: requestLeadId('lead_id'),
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
    createdAt: createdAtNow(),
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

/**
 * An AMC contract request (lib/amc): its lead row (kind 'amc', the plan and total in leads.estimate),
 * the reference the visitor quotes (AMC-7K3M9Q) and the hash of its private page's token.
 */
export const amcRequests = pgTable('amc_requests', {
  id: uuidPrimaryKey(),
  leadId: requestLeadId('lead_id').unique(),
  reference: text('reference').notNull().unique(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAtNow(),
}).enableRLS();

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
    id: uuidPrimaryKey(),
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
    createdAt: createdAtNow(),
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
    id: uuidPrimaryKey(),
    requestId: requestLeadId(),
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
    createdAt: createdAtNow(),
  },
  (t) => [
    index('request_lines_request_idx').on(t.requestId, t.position),
    check('request_lines_count_positive', sql`${t.count} > 0`),
  ],
).enableRLS();
