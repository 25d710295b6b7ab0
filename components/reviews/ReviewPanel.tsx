import { eventTime } from '@/lib/booking/recap';
import type { Locale } from '@/lib/i18n/locales';
import { serverText } from '@/lib/i18n/server-text';
import { EDIT_WINDOW_HOURS, editableAt, isReviewError } from '@/lib/reviews/model';
import type { Review } from '@/lib/reviews/store';
import { ReviewForm } from './ReviewForm';

/**
 * Under "How did it go?" on a done booking's private page (StatusNow): the form, or the review sent with whether it
 * awaits moderation, and while it may still be changed, the form again with its values.
 */
export function ReviewPanel({
  token,
  locale,
  review,
  query,
  now,
}: {
  token: string;
  locale: Locale;
  review: Review | null;
  query: Record<string, string | string[] | undefined>;
  now: Date;
}) {
  const t = serverText(locale);
  const error = isReviewError(query.reviewError) ? query.reviewError : null;
  const sent =
    !error && (query.review === 'sent' || query.review === 'edited') ? query.review : null;
  const editable = review && review.status !== 'hidden' && editableAt(review.createdAt, now);
  const until = review
    ? eventTime(new Date(review.createdAt.getTime() + EDIT_WINDOW_HOURS * 3600_000), locale)
    : '';

  return (
    <div className="mt-6 border-t border-gray-200 pt-4" data-testid="review-panel">
      <h3 className="text-lg font-bold text-brand-900">
        {t(review ? 'reviews.mine.heading' : 'reviews.form.publicHeading')}
      </h3>
      {sent && (
        <p role="status" data-testid="review-message" className="mt-3 font-semibold text-green-900">
          {t(sent === 'sent' ? 'reviews.sent' : 'reviews.edited')}
        </p>
      )}
      {error && (
        <p
          role="alert"
          data-testid="review-error"
          className="mt-3 rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-900"
        >
          {t(`reviews.errors.${error}`)}
        </p>
      )}
      {review ? (
        <div className="mt-3" data-testid="my-review">
          <p className="font-semibold">{t('reviews.mine.rating', { rating: review.rating })}</p>
          {review.comment && (
            <p lang={review.locale} className="mt-1 whitespace-pre-line">
              {review.comment}
            </p>
          )}
          <p className="mt-1 text-sm text-gray-700">
            {t('reviews.mine.shownAs', { name: review.displayName })}
          </p>
          <p className="mt-2" data-testid="my-review-status" data-status={review.status}>
            {t(`reviews.mine.status.${review.status}`, {
              reason: review.hiddenReason ? t(`reviews.hideReasons.${review.hiddenReason}`) : '',
            })}
          </p>
          {editable ? (
            <details className="mt-4" open={Boolean(error)}>
              <summary className="cursor-pointer font-semibold text-brand-700 underline">
                {t('reviews.form.editHeading')}
              </summary>
              <p className="mt-2 text-sm text-gray-700">
                {t('reviews.form.editUntil', { at: until })}
              </p>
              <ReviewForm
                t={t}
                token={token}
                locale={locale}
                values={{
                  id: review.id,
                  rating: review.rating,
                  comment: review.comment,
                  displayName: review.displayName,
                }}
              />
            </details>
          ) : (
            <p className="mt-2 text-sm text-gray-700">{t('reviews.mine.fixed')}</p>
          )}
        </div>
      ) : (
        <>
          <p className="mt-2">{t('reviews.form.lead')}</p>
          <ReviewForm t={t} token={token} locale={locale} values={null} />
        </>
      )}
    </div>
  );
}
