import { getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import type { BookingStatus } from '@/lib/booking/model';
import type { leads } from '@/lib/db/schema';
import { isLeadKind } from '@/lib/leads/model';
import { leadReference } from '@/lib/leads/reference';

/**
 * The top of a staff record: back to the pipeline, the customer's name, then the status the customer
 * sees, the kind of request and, for a quote, call-back, message or application, the reference its
 * confirmation e-mail gave them (a booking and an AMC request show theirs in their own panel).
 */
export async function RecordHeading({
  lead,
  bookingStatus,
}: {
  lead: Pick<typeof leads.$inferSelect, 'id' | 'name' | 'kind' | 'status'>;
  bookingStatus: BookingStatus | null;
}) {
  const t = await getTranslations('admin');
  const tStatus = await getTranslations('bookingManage.status.names');
  return (
    <>
      <Link href="/admin" className="text-sm text-brand-700 underline">
        {t('detail.back')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold text-brand-900">{lead.name}</h1>
      <p className="mt-1 text-sm text-gray-700">
        {bookingStatus ? tStatus(bookingStatus) : t(`statuses.${lead.status}`)} ·{' '}
        {t(`kinds.${lead.kind}`)}
        {isLeadKind(lead.kind) && (
          <>
            {' · '}
            <span dir="ltr" data-testid="lead-reference">
              {leadReference(lead.id)}
            </span>
          </>
        )}
      </p>
    </>
  );
}
