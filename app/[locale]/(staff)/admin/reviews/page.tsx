import { StaffReview } from '@/components/reviews/StaffReview';
import { PageHeading } from '@/components/workspace/Shells';
import { serverText } from '@/lib/i18n/server-text';
import { reviewsView } from '@/lib/reviews/staff';
import { FlashMessages } from '@/components/workspace/Flash';
import { readFlash } from '@/lib/workspace/flash';
import { reviewsFlash } from '@/lib/workspace/flash-rules';
import { openStaffPage, staffTitle, type StaffPageProps } from '../../_routes/staff-page';

export const generateMetadata = staffTitle('reviews');

/** Reviews to moderate: new and held first; publish, reply publicly, or hide for a listed reason. */
export default async function ReviewsModerationPage({ params, searchParams }: StaffPageProps) {
  const { locale, viewer } = await openStaffPage(params);
  if (!viewer) return null;
  const t = serverText(locale);
  const query = await searchParams;
  const rows = await reviewsView();
  return (
    <>
      <PageHeading title={t('reviews.staff.title')} lead={t('reviews.staff.lead')} />
      <FlashMessages
        flashes={readFlash(query, reviewsFlash)}
        locale={locale}
        testId={{ ok: 'review-outcome', error: 'review-moderation-error' }}
      />
      <ul className="mt-6 divide-y divide-gray-100" data-testid="staff-reviews">
        {rows.length === 0 && <li className="py-2 text-gray-600">{t('reviews.staff.empty')}</li>}
        {rows.map((row) => (
          <StaffReview key={row.review.id} t={t} locale={locale} row={row} />
        ))}
      </ul>
    </>
  );
}
