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
  uuid,
} from 'drizzle-orm/pg-core';
import { bookingStatuses } from '../../booking/model';
import { zones } from '../../booking/zones';
import { sqlList, timestamptz, bytea, uuidPrimaryKey, createdAtNow } from './columns';
import { requestLeadId } from './requests';

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
  id: uuidPrimaryKey(),
  name: text('name').notNull(),
  /** The name in Arabic letters, for Arabic pages and messages; null where staff gave none. */
  nameAr: text('name_ar'),
  /** E.164, e.g. +971501234567. */
  phone: text('phone').notNull(),
  /** A technician who left stays on the bookings they had, but is no longer offered for new ones. */
  active: boolean('active').notNull().default(true),
  createdAt: createdAtNow(),
}).enableRLS();

/** A booked visit: its lead (the visitor's details) and its place in a window. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuidPrimaryKey(),
    leadId: requestLeadId('lead_id').unique(),
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
    createdAt: createdAtNow(),
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

/**
 * Photos a visitor sent with a booking, re-encoded without metadata (lib/booking/photos.ts). Kept in
 * the database: every instance reads them, backups include them, and at most 5 × ~1 MB per booking.
 */
export const bookingPhotos = pgTable(
  'booking_photos',
  {
    id: uuidPrimaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAtNow(),
  },
  (t) => [index('booking_photos_booking_idx').on(t.bookingId)],
).enableRLS();
