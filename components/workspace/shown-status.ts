import { getTranslations } from 'next-intl/server';
import { leadStatuses } from '@/lib/leads/model';
import type { bookingStatuses } from '@/lib/booking/model';
import type { ShownStatus } from '@/lib/workspace/pipeline-store';

const isLeadStatus = (s: ShownStatus): s is (typeof leadStatuses)[number] =>
  (leadStatuses as readonly string[]).includes(s);

/** The name of the status a customer sees: a lead's own, else its booking's. */
export async function shownStatusNames() {
  const t = await getTranslations('admin');
  const tBooking = await getTranslations('bookingManage.status.names');
  return (s: ShownStatus) =>
    isLeadStatus(s) ? t(`statuses.${s}`) : tBooking(s as (typeof bookingStatuses)[number]);
}
