'use server';

import { revalidateTag } from 'next/cache';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { NotAuthorisedError, requireStaff } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { localeFrom } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { errorCode, log } from '@/lib/log';
import { clientAddress } from '@/lib/requests/client-address';
import { withinRateLimit } from '@/lib/requests/rate-limit';
import { isLinkToken, tokenHash } from '@/lib/requests/token';
import { isHideReason, type ReviewError } from './model';
import { hideReview, publishReview, replyToReview, type ModerationResult } from './moderate';
import { REVIEWS_TAG } from './public';
import { sendReview, type SendResult } from './store';

// The review forms: the customer's on the booking's private page, staff's on the moderation page.
// Plain form posts (they work without JavaScript) answering with a redirect (post/redirect/get).
// Anyone can post anything here: every field is checked, the booking is found only by its token, and
// staff's actions check the role themselves.

/** Sends per link and per client address in ten minutes: enough to fix a typo, not to flood. */
const PER_LINK = 5;
const PER_ADDRESS = 10;
const WINDOW_SECONDS = 600;

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export async function sendReviewAction(_state: null, form: FormData): Promise<null> {
  if (!(form instanceof FormData)) return null;
  const token = field(form, 'token');
  const locale = localeFrom(form.get('locale'));
  if (!isLinkToken(token)) return null;
  const path = localizedPath(locale, `/book/${token}`);
  let result: SendResult | { ok: false; error: ReviewError };
  try {
    const { db } = await getDb();
    const address = clientAddress(await headers());
    const allowed =
      (await withinRateLimit(db, `review-link:${tokenHash(token)}`, PER_LINK, WINDOW_SECONDS)) &&
      (await withinRateLimit(db, `review-addr:${address}`, PER_ADDRESS, WINDOW_SECONDS));
    result = allowed
      ? await sendReview(db, token, {
          rating: form.get('rating'),
          comment: form.get('comment'),
          displayName: form.get('displayName'),
          consent: form.get('consent'),
          reviewId: form.get('reviewId') || undefined,
          locale,
        })
      : { ok: false, error: 'rateLimited' };
  } catch (error) {
    log.error('review.send_failed', errorCode(error));
    result = { ok: false, error: 'failed' };
  }
  if (result.ok) {
    // A changed review leaves the site until staff read it again.
    if (result.edited) revalidateTag(REVIEWS_TAG, 'max');
    redirect(`${path}?review=${result.edited ? 'edited' : 'sent'}#review-heading`);
  }
  if (result.error === 'notFound') redirect(path);
  redirect(`${path}?reviewError=${result.error}#review-heading`);
}

/** Publish, reply or hide, by the button pressed (`do`); back to the moderation page with the outcome. */
export async function moderateReviewAction(_state: null, form: FormData): Promise<null> {
  if (!(form instanceof FormData)) return null;
  const locale = localeFrom(form.get('locale'));
  const id = field(form, 'id');
  const what = field(form, 'do');
  let outcome = 'failed';
  try {
    const viewer = await requireStaff();
    const actor = `staff:${viewer.email}`;
    const { db } = await getDb();
    const reason = field(form, 'reason');
    let result: ModerationResult | null = null;
    if (what === 'publish') result = await publishReview(db, id, actor);
    else if (what === 'reply') result = await replyToReview(db, id, form.get('reply'), actor);
    else if (what === 'hide')
      result = isHideReason(reason)
        ? await hideReview(db, id, reason, actor)
        : { ok: false, reason: 'empty' };
    if (result?.ok) {
      revalidateTag(REVIEWS_TAG, 'max');
      outcome = what;
    } else if (result) outcome = result.reason === 'empty' ? `${what}Empty` : 'failed';
  } catch (error) {
    if (!(error instanceof NotAuthorisedError))
      log.error('review.moderate_failed', errorCode(error));
    if (error instanceof NotAuthorisedError) redirect(localizedPath(locale, '/admin'));
  }
  redirect(`${localizedPath(locale, '/admin/reviews')}?done=${outcome}`);
}
