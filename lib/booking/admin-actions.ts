'use server';

import { runStaffChange, type StaffChangeResult } from '@/lib/auth/staff-change';
import { bookingStatusChangeSchema, changeBookingStatus } from './admin';

export type BookingStatusResult = StaffChangeResult<
  'invalid' | 'inactive' | 'forbidden' | 'failed'
>;

/**
 * A booking's status change from the lead page. Checks its own arguments (a forged call gets a typed
 * error, not a 500) and the admin role through the data-access function.
 */
export async function changeBookingStatusAction(
  _previous: BookingStatusResult | null,
  form: FormData,
): Promise<BookingStatusResult> {
  if (!(form instanceof FormData)) return { ok: false, error: 'invalid' };
  const parsed = bookingStatusChangeSchema.safeParse({
    bookingId: form.get('bookingId'),
    status: form.get('status'),
  });
  if (!parsed.success) return { ok: false, error: 'invalid' };
  return runStaffChange<'invalid' | 'inactive'>('admin.booking_status_failed', async () => {
    const result = await changeBookingStatus(parsed.data);
    return result.ok
      ? result
      : { ok: false, error: result.reason === 'inactive' ? 'inactive' : 'invalid' };
  });
}
