'use server';

import { runStaffChange, type StaffChangeResult } from '@/lib/auth/staff-change';
import { changeStatus, statusChangeSchema } from './admin';

export type StatusChangeResult = StaffChangeResult<'invalid' | 'forbidden' | 'failed'>;

/**
 * Status change from the lead page. Checks the admin role through the data-access function, and its
 * own arguments: a forged call with something other than the form gets a typed error, not a 500.
 */
export async function changeStatusAction(
  _previous: StatusChangeResult | null,
  form: FormData,
): Promise<StatusChangeResult> {
  if (!(form instanceof FormData)) return { ok: false, error: 'invalid' };
  const parsed = statusChangeSchema.safeParse({
    id: form.get('id'),
    status: form.get('status'),
    note: form.get('note') ?? undefined,
  });
  if (!parsed.success) return { ok: false, error: 'invalid' };
  return runStaffChange<'invalid'>('admin.status_change_failed', async () =>
    (await changeStatus(parsed.data)) ? { ok: true } : { ok: false, error: 'invalid' },
  );
}
