import { unstable_cache } from 'next/cache';
import { withDeadline } from '@/lib/db/deadline';
import { errorCode, log } from '@/lib/log';
import {
  publishedReviews,
  ratingSummary,
  type PublishedReview,
  type RatingSummary,
  type ReviewFilter,
} from './read';

// What public pages show of reviews, cached under REVIEWS_TAG as the price list is (lib/pricing/store.ts):
// publishing, hiding or a customer's change revalidates the tag, so the pages built with it render
// anew; the cache also expires after REVIEWS_MAX_AGE seconds. While the site is being built pages get
// "no reviews" (they then show no rating); with the database down, `unavailable` (say nothing false).

export const REVIEWS_TAG = 'reviews';
export const REVIEWS_MAX_AGE = 60;
const WAIT_MS = 1_500;

const none: { summary: RatingSummary; list: PublishedReview[]; unavailable?: boolean } = {
  summary: { count: 0, average: null, hidden: 0 },
  list: [],
};

const cached = unstable_cache(
  async (service: string, emirate: string, limit: number) => {
    if (process.env.NEXT_PHASE === 'phase-production-build') return none;
    const { getDb } = await import('@/lib/db/client');
    const { db } = await getDb();
    const filter: ReviewFilter = { service: service || null, emirate: emirate || null };
    const [summary, list] = await Promise.all([
      ratingSummary(db, filter),
      limit ? publishedReviews(db, filter, limit) : Promise.resolve([]),
    ]);
    return { summary, list };
  },
  ['reviews'],
  { tags: [REVIEWS_TAG], revalidate: REVIEWS_MAX_AGE },
);

/** The summary and up to `limit` latest published reviews for a filter; "none" if the database fails. */
export async function getReviews(filter: ReviewFilter = {}, limit = 100) {
  try {
    return await withDeadline(WAIT_MS, () =>
      cached(filter.service ?? '', filter.emirate ?? '', limit),
    );
  } catch (error) {
    log.error('reviews.read_failed', errorCode(error));
    return { ...none, unavailable: true };
  }
}
