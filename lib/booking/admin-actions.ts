'use server';

import { staffFormChange, type StaffChangeResult } from '@/lib/auth/staff-change';
import { bookingStatusChangeSchema, changeBookingStatus } from './admin';

export type BookingStatusResult = StaffChangeResult<
  'invalid' | 'inactive' | 'notVisitDay' | 'reasonRequired' | 'forbidden' | 'failed'
>;

const answered = ['inactive', 'notVisitDay', 'reasonRequired'] as const;
const isAnswered = (reason: string): reason is (typeof answered)[number] =>
  (answered as readonly string[]).includes(reason);

/** A booking's status change from the lead page; the data-access function checks the admin role. */
export async function changeBookingStatusAction(
  _previous: BookingStatusResult | null,
  form: FormData,
): Promise<BookingStatusResult> {
  return staffFormChange(
    form,
    bookingStatusChangeSchema,
    (f) => ({
      bookingId: f.get('bookingId'),
      status: f.get('status'),
      reason: f.get('reason') ?? undefined,
    }),
    'admin.booking_status_failed',
    async (input) => {
      const result = await changeBookingStatus(input);
      if (result.ok) return result;
      return { ok: false, error: isAnswered(result.reason) ? result.reason : 'invalid' } as const;
    },
  );
}
