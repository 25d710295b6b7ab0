import { requireStaff } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { reviewsForStaff } from './moderate';

/** The moderation page's list; refuses without a staff session, like every workspace read. */
export async function reviewsView() {
  await requireStaff();
  return reviewsForStaff((await getDb()).db);
}
export type StaffReviewRow = Awaited<ReturnType<typeof reviewsView>>[number];
