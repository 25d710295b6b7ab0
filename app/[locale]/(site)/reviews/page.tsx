import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { ReviewFilters } from '@/components/reviews/ReviewFilters';
import { ReviewList } from '@/components/reviews/ReviewList';
import { Stars } from '@/components/reviews/Stars';
import { emirates, services } from '@/lib/catalogue';
import { serverText } from '@/lib/i18n/server-text';
import { getReviews } from '@/lib/reviews/public';
import { metadataOf, metaMessages } from '@/lib/content/metadata';
import { openQueryPage, type QueryPageProps } from '@/lib/i18n/query-page';

// Published reviews of our visits, filtered by a GET query. Rendered per request from the reviews
// cached under the 'reviews' tag (lib/reviews/public.ts), which publishing or hiding one revalidates.
// No AggregateRating or Review structured data: reviews of the business on its own site are
// "self-serving" for Google and get no stars (docs/product.md, "Reviews").
export const dynamic = 'force-dynamic';

export const generateMetadata = metadataOf('/reviews', metaMessages('reviews.public'));

const pick = (value: unknown, allowed: readonly string[]) =>
  typeof value === 'string' && allowed.includes(value) ? value : null;

export default async function ReviewsPage(props: QueryPageProps) {
  const { locale, query } = await openQueryPage(props);
  const t = serverText(locale);
  const service = pick(
    query.service,
    services.map((s) => s.slug),
  );
  const emirate = pick(
    query.emirate,
    emirates.map((e) => e.slug),
  );
  const { summary, list, unavailable } = await getReviews({ service, emirate });

  return (
    <>
      <Breadcrumbs trail={[{ label: t('reviews.public.title'), href: '/reviews' }]} />
      <section className="mx-auto max-w-3xl px-4 pt-6 pb-12">
        <h1 className="text-3xl font-bold text-brand-900">{t('reviews.public.heading')}</h1>
        <p className="mt-3 text-gray-700">{t('reviews.public.lead')}</p>
        <ReviewFilters t={t} locale={locale} service={service} emirate={emirate} />
        {unavailable ? (
          <p className="mt-6 rounded-xl bg-brand-50 p-4" data-testid="reviews-summary">
            {t('reviews.public.unavailable')}
          </p>
        ) : (
          <div className="mt-6 rounded-xl bg-brand-50 p-4" data-testid="reviews-summary">
            {summary.average !== null ? (
              <p className="text-lg font-semibold">
                <Stars
                  rating={summary.average}
                  label={`${t('reviews.public.average', { average: summary.average })} · ${t('reviews.public.count', { count: summary.count })}`}
                />
              </p>
            ) : (
              <p>{t(service || emirate ? 'reviews.public.noneFiltered' : 'reviews.public.none')}</p>
            )}
            <p className="mt-1 text-sm text-gray-700" data-testid="hidden-count">
              {t('reviews.public.hidden', { count: summary.hidden })}
            </p>
          </div>
        )}
        <ReviewList t={t} locale={locale} reviews={list} />
      </section>
    </>
  );
}
