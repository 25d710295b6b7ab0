import { NavLink as Link } from '@/components/i18n/NavLink';
import type { Locale } from '@/lib/i18n/locales';
import { serverText } from '@/lib/i18n/server-text';
import { getReviews } from '@/lib/reviews/public';
import type { ReviewFilter } from '@/lib/reviews/read';

/**
 * The average and count of published reviews (for a service and emirate, or all), with a link to
 * them, beside a Book button. With no review yet it renders nothing: no "0 stars", no invented number.
 */
export async function RatingSummary({
  locale,
  filter = {},
  onDark = false,
}: {
  locale: Locale;
  filter?: ReviewFilter;
  onDark?: boolean;
}) {
  const { summary } = await getReviews(filter, 0);
  if (!summary.count || summary.average === null) return null;
  const t = serverText(locale);
  const query: Record<string, string> = {};
  if (filter.service) query.service = filter.service;
  if (filter.emirate) query.emirate = filter.emirate;
  const text = onDark ? 'text-white' : 'text-gray-800';
  return (
    <p
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${text}`}
      data-testid="rating-summary"
    >
      <span aria-hidden="true" className={onDark ? 'text-accent-500' : 'text-amber-600'}>
        ★
      </span>
      <span>
        <span className="sr-only">{t('reviews.summary.label')}: </span>
        {t('reviews.summary.text', { average: summary.average, count: summary.count })}
      </span>
      <Link
        href={{ pathname: '/reviews', query }}
        className={`font-semibold underline ${onDark ? 'text-white' : 'text-brand-700'}`}
      >
        {t('reviews.summary.link')}
      </Link>
    </p>
  );
}
