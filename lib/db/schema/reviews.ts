import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { locales } from '../../i18n/routing';
import { heldReasons, hideReasons, reviewStatuses } from '../../reviews/model';
import { sqlList, timestamptz, uuidPrimaryKey, createdAtNow } from './columns';
import { bookings } from './booking';
import { requestLeadId } from './requests';

// Reviews of visits we did (lib/reviews): one per booking, written through the booking's private link
// after it was done, read by staff before it is shown. Row-level security as on every table: the app
// writes through its own connection and Supabase's anon key reads nothing.

export const reviews = pgTable(
  'reviews',
  {
    id: uuidPrimaryKey(),
    /** The booking's lead: unique, so a visit has one review at most, whatever races. */
    requestId: requestLeadId().unique(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    /** What the customer chose to be shown as: a first name or initials. */
    displayName: text('display_name').notNull(),
    /** The language the review was written in (the page's), shown as its lang attribute. */
    locale: text('locale', { enum: locales }).notNull(),
    consentAt: timestamptz('consent_at').notNull(),
    /** Copied from the booking when sent, so the public averages read one table. */
    service: text('service'),
    emirate: text('emirate'),
    area: text('area'),
    visitDay: date('visit_day').notNull(),
    status: text('status', { enum: reviewStatuses }).notNull().default('pending'),
    heldReason: text('held_reason', { enum: heldReasons }),
    hiddenReason: text('hidden_reason', { enum: hideReasons }),
    reply: text('reply'),
    repliedAt: timestamptz('replied_at'),
    moderatedBy: text('moderated_by'),
    publishedAt: timestamptz('published_at'),
    createdAt: createdAtNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('reviews_status_idx').on(t.status, t.createdAt),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', sql`${t.status} in ${sqlList(reviewStatuses)}`),
    check(
      'reviews_hidden_reason_check',
      sql`(${t.status} = 'hidden') = (${t.hiddenReason} is not null) and (${t.hiddenReason} is null or ${t.hiddenReason} in ${sqlList(hideReasons)})`,
    ),
  ],
).enableRLS();

/**
 * Links sent with the "visit done" message, each opening its booking's private page (where the review
 * form is). The booking's own token is stored only as a hash, so the message after the visit cannot
 * repeat it: it carries a fresh token, stored the same way (its SHA-256 only).
 */
export const reviewLinks = pgTable(
  'review_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: createdAtNow(),
  },
  (t) => [index('review_links_booking_idx').on(t.bookingId)],
).enableRLS();
