import { eq } from 'drizzle-orm';
import * as clock from '@/lib/clock';
import type { Db } from '@/lib/db/connect';
import { bookings, leads, reviews } from '@/lib/db/schema';
import { recordEvent } from '@/lib/events/record';
import type { Locale } from '@/lib/i18n/routing';
import { bookingOpenedBy } from '@/lib/requests/lookup';
import { isLinkToken } from '@/lib/requests/token';
import {
  editableAt,
  MAX_COMMENT,
  MAX_DISPLAY_NAME,
  readRating,
  reviewableAt,
  screenComment,
  tidyText,
  type ReviewError,
  type ReviewStatus,
  requiredReviewFields,
} from './model';

// The customer's side of a review: sent through the booking's private link only, once per visit,
// only after the visit was done and within REVIEW_WINDOW_DAYS of it; changed within EDIT_WINDOW_HOURS,
// then fixed. Every change goes back to staff before it is shown again.

export type Review = typeof reviews.$inferSelect;

/** What the form posts, as read from it (nothing trusted yet). */
export interface ReviewForm {
  rating: unknown;
  comment: unknown;
  displayName: unknown;
  consent: unknown;
  /** The review being changed, when the form was an edit; absent for a first review. */
  reviewId?: unknown;
  locale: Locale;
}

export type SendResult =
  | { ok: true; status: ReviewStatus; edited: boolean }
  | { ok: false; error: ReviewError | 'notFound' };

type Checked = {
  rating: number;
  comment: string | null;
  displayName: string;
  locale: Locale;
};

/** The form's fields checked, or the first error the customer should fix. */
export function checkReviewForm(form: ReviewForm): Checked | { error: ReviewError } {
  const required = requiredReviewFields;
  const rating = readRating(form.rating);
  if (rating === null) return { error: required.rating };
  const displayName = tidyText(form.displayName, MAX_DISPLAY_NAME).replace(/\n/g, ' ');
  if (!displayName) return { error: required.displayName };
  if (form.consent !== 'yes') return { error: required.consent };
  const comment = tidyText(form.comment, MAX_COMMENT) || null;
  return { rating, comment, displayName, locale: form.locale };
}

/** Sends or changes the review of the booking the token opens. */
export async function sendReview(
  db: Db,
  token: string,
  form: ReviewForm,
  now = clock.now(),
): Promise<SendResult> {
  if (!isLinkToken(token)) return { ok: false, error: 'notFound' };
  const checked = checkReviewForm(form);
  if ('error' in checked) return { ok: false, error: checked.error };
  const held = checked.comment ? screenComment(checked.comment) : null;
  const status: ReviewStatus = held ? 'held' : 'pending';

  return db.transaction(async (tx): Promise<SendResult> => {
    const [job] = await tx
      .select({ booking: bookings, lead: leads })
      .from(bookings)
      .innerJoin(leads, eq(leads.id, bookings.leadId))
      .where(bookingOpenedBy(token))
      .for('update', { of: bookings });
    if (!job) return { ok: false, error: 'notFound' };
    if (job.booking.status !== 'done') return { ok: false, error: 'notDone' };

    const [existing] = await tx.select().from(reviews).where(eq(reviews.requestId, job.lead.id));
    const text = {
      rating: checked.rating,
      comment: checked.comment,
      displayName: checked.displayName,
      status,
      heldReason: held,
      publishedAt: null,
      updatedAt: now,
    };
    if (existing) {
      // A second review of the same visit is refused; only the one sent may be changed, for a while.
      if (form.reviewId !== existing.id) return { ok: false, error: 'exists' };
      if (existing.status === 'hidden' || !editableAt(existing.createdAt, now))
        return { ok: false, error: 'fixed' };
      await tx.update(reviews).set(text).where(eq(reviews.id, existing.id));
      await recordEvent(tx, {
        kind: 'review',
        requestId: job.lead.id,
        actor: 'visitor',
        before: { status: existing.status },
        after: { action: 'edited', status, rating: checked.rating },
        createdAt: now,
      });
      return { ok: true, status, edited: true };
    }
    // A booking is done once (done is final), so its last change is when it was marked done.
    if (!reviewableAt(job.booking.updatedAt, now)) return { ok: false, error: 'tooLate' };
    const inserted = await tx
      .insert(reviews)
      .values({
        ...text,
        requestId: job.lead.id,
        locale: checked.locale,
        consentAt: now,
        service: job.lead.service?.split('/')[0] || null,
        emirate: job.lead.emirate,
        area: job.lead.area,
        visitDay: job.booking.day,
        createdAt: now,
      })
      .onConflictDoNothing({ target: reviews.requestId })
      .returning({ id: reviews.id });
    if (!inserted.length) return { ok: false, error: 'exists' };
    await recordEvent(tx, {
      kind: 'review',
      requestId: job.lead.id,
      actor: 'visitor',
      before: null,
      after: { action: 'sent', status, rating: checked.rating },
      createdAt: now,
    });
    return { ok: true, status, edited: false };
  });
}

/** The review of a request, for its private page; null when none was sent. */
export async function reviewOfRequest(db: Db, requestId: string): Promise<Review | null> {
  const [row] = await db.select().from(reviews).where(eq(reviews.requestId, requestId));
  return row ?? null;
}
