import { NavLink as Link } from '@/components/i18n/NavLink';
import type { Locale } from '@/lib/i18n/locales';
import { serverText } from '@/lib/i18n/server-text';
import { getReviews } from '@/lib/reviews/public';
import type { ReviewFilter } from '@/lib/reviews/read';
import { ReviewList } from './ReviewList';

/** How many of the latest published reviews a service, area or home page shows. */
const LATEST = 3;

/**
 * The latest published reviews for a page's service and emirate (or all), under a heading, with a link
 * to the rest. With none yet, or the database not answering, it renders nothing: the page stays
 * complete and says nothing false.
 */
export async function LatestReviews({
  locale,
  filter = {},
}: {
  locale: Locale;
  filter?: ReviewFilter;
}) {
  const { list } = await getReviews(filter, LATEST);
  if (list.length === 0) return null;
  const t = serverText(locale);
  const query: Record<string, string> = {};
  if (filter.service) query.service = filter.service;
  if (filter.emirate) query.emirate = filter.emirate;
  return (
    // Not deferred (render-near-view): a short block whose last link sits on its edge, where paint
    // containment would clip the link's focus ring (tests/e2e/deferred-blocks.spec.ts).
    <section aria-labelledby="latest-reviews-heading" data-testid="latest-reviews">
      <h2 id="latest-reviews-heading" className="text-2xl font-bold text-brand-900">
        {t('reviews.latest.heading')}
      </h2>
      <ReviewList t={t} locale={locale} reviews={list} />
      <p className="mt-4">
        <Link
          href={{ pathname: '/reviews', query }}
          className="font-semibold text-brand-700 underline"
        >
          {t('reviews.latest.all')}
        </Link>
      </p>
    </section>
  );
}
