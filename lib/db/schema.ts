import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { locales } from '../i18n/routing';
import { leadKinds, leadStatuses } from '../leads/model';

// Row-level security is enabled on every table with no policy: the app writes through its own server
// connection (the table owner), and Supabase's public anon key can read nothing.

/** SQL list of string literals for a check constraint: ('a', 'b'). The values are our own constants. */
const sqlList = (values: readonly string[]) =>
  sql.raw(`(${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')})`);

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: leadKinds }).notNull(),
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
    noticeVersion: text('notice_version').notNull(),
    consentAt: timestamptz('consent_at').notNull(),
    /** One per form render, so a double click or a retried request cannot create a second lead. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('leads_created_at_idx').on(t.createdAt),
    index('leads_status_idx').on(t.status),
    check('leads_kind_check', sql`${t.kind} in ${sqlList(leadKinds)}`),
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
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('lead_outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
).enableRLS();

/** Every status change of a lead, with the staff member who made it and why. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: leadStatuses }).notNull(),
    toStatus: text('to_status', { enum: leadStatuses }).notNull(),
    note: text('note'),
    actorEmail: text('actor_email').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.createdAt)],
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

function timestamptz(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}
