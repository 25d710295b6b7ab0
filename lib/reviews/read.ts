import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { reviews } from '@/lib/db/schema';

// What the public pages read: published reviews, their average and count, and how many were hidden.
// Only published reviews count towards the average; nothing is invented when there are none.

export interface ReviewFilter {
  service?: string | null;
  emirate?: string | null;
}

export interface RatingSummary {
  /** Published reviews. */
  count: number;
  /** Their average to one decimal; null when there are none (never "0 stars"). */
  average: number | null;
  /** Reviews staff hid (each for a stated reason), shown publicly. */
  hidden: number;
}

function matching(filter: ReviewFilter): SQL | undefined {
  return and(
    filter.service ? eq(reviews.service, filter.service) : undefined,
    filter.emirate ? eq(reviews.emirate, filter.emirate) : undefined,
  );
}

export async function ratingSummary(db: Db, filter: ReviewFilter = {}): Promise<RatingSummary> {
  const [row] = await db
    .select({
      count: sql<number>`count(*) filter (where ${reviews.status} = 'published')`.mapWith(Number),
      total:
        sql<number>`coalesce(sum(${reviews.rating}) filter (where ${reviews.status} = 'published'), 0)`.mapWith(
          Number,
        ),
      hidden: sql<number>`count(*) filter (where ${reviews.status} = 'hidden')`.mapWith(Number),
    })
    .from(reviews)
    .where(matching(filter));
  const count = row?.count ?? 0;
  const average = count ? Math.round(((row?.total ?? 0) / count) * 10) / 10 : null;
  return { count, average, hidden: row?.hidden ?? 0 };
}

export type PublishedReview = Pick<
  typeof reviews.$inferSelect,
  | 'id'
  | 'rating'
  | 'comment'
  | 'displayName'
  | 'locale'
  | 'service'
  | 'emirate'
  | 'area'
  | 'visitDay'
  | 'reply'
>;

/** Published reviews, newest first. */
export async function publishedReviews(
  db: Db,
  filter: ReviewFilter = {},
  limit = 100,
): Promise<PublishedReview[]> {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      displayName: reviews.displayName,
      locale: reviews.locale,
      service: reviews.service,
      emirate: reviews.emirate,
      area: reviews.area,
      visitDay: reviews.visitDay,
      reply: reviews.reply,
    })
    .from(reviews)
    .where(and(eq(reviews.status, 'published'), matching(filter)))
    .orderBy(desc(reviews.publishedAt))
    .limit(limit);
}
