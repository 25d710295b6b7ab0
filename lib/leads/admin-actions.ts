'use server';

import { staffFormChange, type StaffChangeResult } from '@/lib/auth/staff-change';
import { changeStatus, statusChangeSchema } from './admin';

export type StatusChangeResult = StaffChangeResult<'invalid' | 'forbidden' | 'failed'>;

/** A lead's status change from the lead page; the data-access function checks the admin role. */
export async function changeStatusAction(
  _previous: StatusChangeResult | null,
  form: FormData,
): Promise<StatusChangeResult> {
  return staffFormChange(
    form,
    statusChangeSchema,
    (f) => ({ id: f.get('id'), status: f.get('status'), note: f.get('note') ?? undefined }),
    'admin.status_change_failed',
    async (input): Promise<StaffChangeResult<'invalid'>> =>
      (await changeStatus(input)) ? { ok: true } : { ok: false, error: 'invalid' },
  );
}
