import { CheckBeforeSending } from '@/components/forms/CheckBeforeSending';
import { ActionForm } from '@/components/forms/ActionForm';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import type { ServerText } from '@/lib/i18n/server-text';
import { sendReviewAction } from '@/lib/reviews/actions';
import { MAX_COMMENT, MAX_DISPLAY_NAME, requiredReviewFields } from '@/lib/reviews/model';

/** What the form starts with: the review being changed, else nothing. */
export interface ReviewValues {
  id: string;
  rating: number;
  comment: string | null;
  displayName: string;
}

/**
 * The customer's review form: stars as radios, an optional comment, the name to show and consent to
 * publish. A plain form post to a server action (works without JavaScript); the action redirects back.
 */
export function ReviewForm({
  t,
  token,
  locale,
  values,
}: {
  t: ServerText;
  token: string;
  locale: Locale;
  values: ReviewValues | null;
}) {
  return (
    <ActionForm
      action={sendReviewAction}
      permalink={localizedPath(locale, `/book/${token}`)}
      className="mt-4 space-y-4"
      data-testid="review-form"
      noValidate
    >
      <CheckBeforeSending
        testId="review-missing"
        missing={Object.fromEntries(
          Object.entries(requiredReviewFields).map(([field, error]) => [
            field,
            t(`reviews.errors.${error}`),
          ]),
        )}
      />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="locale" value={locale} />
      {values && <input type="hidden" name="reviewId" value={values.id} />}
      <fieldset>
        <legend className="font-semibold">{t('reviews.form.rating')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="flex items-center gap-2">
              <input
                type="radio"
                name="rating"
                value={n}
                defaultChecked={values?.rating === n}
                required
              />
              <span aria-hidden="true" className="text-amber-600">
                {'★'.repeat(n)}
              </span>
              <span>{t('reviews.form.stars', { count: n })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Field
        id="review-comment"
        label={t('reviews.form.comment')}
        hint={t('reviews.form.commentHint')}
      >
        {(aria) => (
          <Textarea
            {...aria}
            name="comment"
            rows={4}
            maxLength={MAX_COMMENT}
            defaultValue={values?.comment ?? ''}
            className="mt-1 w-full"
          />
        )}
      </Field>
      <Field id="review-name" label={t('reviews.form.name')} hint={t('reviews.form.nameHint')}>
        {(aria) => (
          <Input
            {...aria}
            name="displayName"
            required
            maxLength={MAX_DISPLAY_NAME}
            autoComplete="given-name"
            defaultValue={values?.displayName ?? ''}
            className="mt-1 w-full max-w-xs"
          />
        )}
      </Field>
      <label className="flex items-start gap-2">
        <input type="checkbox" name="consent" value="yes" required className="mt-1" />
        <span>{t('reviews.form.consent')}</span>
      </label>
      <Button type="submit">{t(values ? 'reviews.form.save' : 'reviews.form.submit')}</Button>
    </ActionForm>
  );
}
