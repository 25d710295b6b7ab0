import { ActionForm } from '@/components/forms/ActionForm';
import { Button } from '@/components/ui/Button';
import { labelled, Select } from '@/components/ui/Select';
import { Textarea } from '@/components/ui/Textarea';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import type { ServerText } from '@/lib/i18n/server-text';
import { moderateReviewAction } from '@/lib/reviews/actions';
import { hideReasons, MAX_REPLY } from '@/lib/reviews/model';
import type { StaffReviewRow } from '@/lib/reviews/staff';

/** One review on the moderation page, with publish, a public reply and hide-with-a-reason. */
export function StaffReview({
  t,
  locale,
  row: { review, reference },
}: {
  t: ServerText;
  locale: Locale;
  row: StaffReviewRow;
}) {
  const permalink = localizedPath(locale, '/admin/reviews');
  const hidden = (
    <>
      <input type="hidden" name="id" value={review.id} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
  return (
    <li className="py-4" data-testid="staff-review" data-status={review.status}>
      <p className="flex flex-wrap gap-x-4 text-sm text-gray-700">
        <strong data-testid="staff-review-status">
          {t(`reviews.staff.statuses.${review.status}`, {
            reason: review.heldReason ? t(`reviews.staff.heldReasons.${review.heldReason}`) : '',
          })}
        </strong>
        <span dir="ltr">{t('reviews.staff.booking', { reference })}</span>
        <span>{t('reviews.public.stars', { rating: review.rating })}</span>
        <span>{review.displayName}</span>
      </p>
      {review.comment && (
        <p lang={review.locale} className="mt-2 whitespace-pre-line">
          {review.comment}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-end gap-4">
        {review.status !== 'published' && (
          <ActionForm action={moderateReviewAction} permalink={permalink}>
            {hidden}
            <input type="hidden" name="do" value="publish" />
            <Button type="submit" data-testid="publish-review">
              {t('reviews.staff.publish')}
            </Button>
          </ActionForm>
        )}
        {review.status !== 'hidden' && (
          <ActionForm
            action={moderateReviewAction}
            permalink={permalink}
            className="flex items-end gap-2"
          >
            {hidden}
            <input type="hidden" name="do" value="hide" />
            <label className="text-sm">
              {t('reviews.staff.hideReason')}
              <Select
                name="reason"
                required
                defaultValue=""
                className="mt-1 block"
                options={labelled(hideReasons, (r) => t(`reviews.hideReasons.${r}`))}
              >
                <option value="" disabled>
                  —
                </option>
              </Select>
            </label>
            <Button type="submit" variant="neutral" data-testid="hide-review">
              {t('reviews.staff.hide')}
            </Button>
          </ActionForm>
        )}
      </div>
      <ActionForm action={moderateReviewAction} permalink={permalink} className="mt-3">
        {hidden}
        <input type="hidden" name="do" value="reply" />
        <label htmlFor={`reply-${review.id}`} className="text-sm font-semibold">
          {t('reviews.staff.reply')}
        </label>
        <Textarea
          id={`reply-${review.id}`}
          name="reply"
          rows={2}
          maxLength={MAX_REPLY}
          defaultValue={review.reply ?? ''}
          className="mt-1 w-full"
        />
        <Button type="submit" variant="neutral" className="mt-2">
          {t('reviews.staff.sendReply')}
        </Button>
      </ActionForm>
    </li>
  );
}
