import { NavLink as Link } from '@/components/i18n/NavLink';
import type { ServerText } from '@/lib/i18n/server-text';
import type { RatingSummary as Summary } from '@/lib/reviews/read';
import { Stars } from './Stars';

/**
 * The average and count of published reviews, with a link to them, beside a Book button. With no
 * review yet it renders nothing: no "0 stars", no invented number.
 */
export function RatingSummary({
  t,
  summary,
  href = '/reviews',
}: {
  t: ServerText;
  summary: Summary;
  href?: string;
}) {
  if (!summary.count || summary.average === null) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="rating-summary">
      <span className="sr-only">{t('reviews.summary.label')}:</span>
      <Stars
        rating={summary.average}
        label={t('reviews.summary.text', { average: summary.average, count: summary.count })}
      />
      <Link href={href} className="text-sm font-semibold text-brand-700 underline">
        {t('reviews.summary.link')}
      </Link>
    </p>
  );
}
