'use server';

import { revalidatePath } from 'next/cache';
import { NotAuthorisedError } from '@/lib/auth/viewer';
import { errorCode, log } from '@/lib/log';
import { bookingStatusChangeSchema, changeBookingStatus } from './admin';

export type BookingStatusResult =
  { ok: true } | { ok: false; error: 'invalid' | 'inactive' | 'forbidden' | 'failed' };

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
  try {
    const result = await changeBookingStatus(parsed.data);
    if (!result.ok)
      return { ok: false, error: result.reason === 'inactive' ? 'inactive' : 'invalid' };
  } catch (error) {
    if (error instanceof NotAuthorisedError) return { ok: false, error: 'forbidden' };
    log.error('admin.booking_status_failed', errorCode(error));
    return { ok: false, error: 'failed' };
  }
  revalidatePath('/[locale]/admin', 'layout');
  return { ok: true };
}
