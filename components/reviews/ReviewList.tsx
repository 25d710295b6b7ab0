import { areaName, serviceName } from '@/lib/booking/recap';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import type { ServerText } from '@/lib/i18n/server-text';
import type { PublishedReview } from '@/lib/reviews/read';
import { Stars } from './Stars';

const monthOf = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeInfo[locale].numberTag, {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Dubai',
  }).format(new Date(`${day}T12:00:00+04:00`));

/**
 * Published reviews: stars, the words in the language they were written in (lang on the text, the
 * page's language around it), the service, area and month of the visit, "verified visit", our reply.
 */
export function ReviewList({
  t,
  locale,
  reviews,
}: {
  t: ServerText;
  locale: Locale;
  reviews: PublishedReview[];
}) {
  return (
    <ul className="mt-6 space-y-6" data-testid="review-list">
      {reviews.map((r) => {
        const place = [
          areaName(r.emirate, r.area, locale),
          r.emirate ? t.maybe(`common.emirates.${r.emirate}`) : null,
        ]
          .filter(Boolean)
          .join(locale === 'ar' ? '، ' : ', ');
        return (
          <li key={r.id} className="rounded-xl border border-gray-200 p-4" data-testid="review">
            <Stars rating={r.rating} label={t('reviews.public.stars', { rating: r.rating })} />
            {r.comment && (
              <p lang={r.locale} className="mt-2 whitespace-pre-line" data-testid="review-text">
                {r.comment}
              </p>
            )}
            <p className="mt-2 text-sm text-gray-700">
              <span lang={r.locale} className="font-semibold">
                {r.displayName}
              </span>
              {' · '}
              <span className="font-semibold text-green-800" data-testid="verified">
                {t('reviews.public.verified')}
              </span>
            </p>
            <p className="mt-1 text-sm text-gray-600">
              {[
                serviceName(r.service, locale),
                place,
                t('reviews.public.visited', { month: monthOf(r.visitDay, locale) }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {r.reply && (
              <div className="mt-3 border-s-4 border-brand-600 ps-3">
                <p className="text-sm font-semibold">{t('reviews.public.reply')}</p>
                <p className="whitespace-pre-line">{r.reply}</p>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
