import { desc, eq, sql } from 'drizzle-orm';
import * as clock from '@/lib/clock';
import type { Db } from '@/lib/db/connect';
import { bookings, reviews } from '@/lib/db/schema';
import type { ReviewAction } from '@/lib/events/model';
import { recordEvent } from '@/lib/events/record';
import { MAX_REPLY, tidyText, type HideReason, type ReviewStatus } from './model';

// Staff's side: every review is read before it is shown. Staff publish it, answer it publicly, or
// hide it for one of the stated reasons only (lib/reviews/model.ts hideReasons); a hidden review is
// counted on the public page, so hiding cannot quietly drop a low rating.

export type ModerationResult = { ok: true } | { ok: false; reason: 'notFound' | 'empty' };

/** What the moderation page lists: new and held reviews first, then the latest others. */
export async function reviewsForStaff(db: Db, limit = 100) {
  const waiting = sql<number>`case when ${reviews.status} in ('pending', 'held') then 0 else 1 end`;
  return db
    .select({ review: reviews, reference: bookings.reference })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.leadId, reviews.requestId))
    .orderBy(waiting, desc(reviews.updatedAt))
    .limit(limit);
}

/**
 * Changes a review whose status is one of `from`, with its event in the request's history, in one
 * transaction (the row locked, so two staff acting at once are told apart).
 */
async function moderate(
  db: Db,
  id: string,
  from: readonly ReviewStatus[],
  action: ReviewAction,
  set: Partial<typeof reviews.$inferInsert>,
  actor: string,
  now: Date,
): Promise<ModerationResult> {
  if (!isUuid(id)) return { ok: false, reason: 'notFound' };
  return db.transaction(async (tx): Promise<ModerationResult> => {
    const [current] = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
    if (!current || !from.includes(current.status)) return { ok: false, reason: 'notFound' };
    await tx.update(reviews).set(set).where(eq(reviews.id, id));
    const status = set.status ?? current.status;
    await recordEvent(tx, {
      kind: 'review',
      requestId: current.requestId,
      actor,
      before: { status: current.status },
      after: {
        action,
        status,
        rating: current.rating,
        ...(set.hiddenReason ? { reason: set.hiddenReason } : {}),
      },
      createdAt: now,
    });
    return { ok: true };
  });
}

const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Shows a new, held or hidden review on the site. */
export const publishReview = (db: Db, id: string, actor: string, now = clock.now()) =>
  moderate(
    db,
    id,
    ['pending', 'held', 'hidden'],
    'published',
    {
      status: 'published',
      hiddenReason: null,
      publishedAt: now,
      moderatedBy: actor,
      updatedAt: now,
    },
    actor,
    now,
  );

/** Takes a review off the site for a stated reason; the public hidden count includes it. */
export const hideReview = (
  db: Db,
  id: string,
  reason: HideReason,
  actor: string,
  now = clock.now(),
) =>
  moderate(
    db,
    id,
    ['pending', 'held', 'published'],
    'hidden',
    { status: 'hidden', hiddenReason: reason, moderatedBy: actor, updatedAt: now },
    actor,
    now,
  );

/** The company's public answer, shown under the review; an empty answer is refused. */
export async function replyToReview(
  db: Db,
  id: string,
  reply: unknown,
  actor: string,
  now = clock.now(),
): Promise<ModerationResult> {
  const text = tidyText(reply, MAX_REPLY);
  if (!text) return { ok: false, reason: 'empty' };
  return moderate(
    db,
    id,
    ['pending', 'held', 'published', 'hidden'],
    'replied',
    { reply: text, repliedAt: now, moderatedBy: actor },
    actor,
    now,
  );
}
