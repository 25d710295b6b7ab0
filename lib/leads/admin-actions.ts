'use server';

import { revalidatePath } from 'next/cache';
import { NotAuthorisedError } from '@/lib/auth/viewer';
import { errorCode, log } from '@/lib/log';
import { changeStatus, statusChangeSchema } from './admin';

export type StatusChangeResult =
  { ok: true } | { ok: false; error: 'invalid' | 'forbidden' | 'failed' };

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
  try {
    if (!(await changeStatus(parsed.data))) return { ok: false, error: 'invalid' };
  } catch (error) {
    if (error instanceof NotAuthorisedError) return { ok: false, error: 'forbidden' };
    log.error('admin.status_change_failed', errorCode(error));
    return { ok: false, error: 'failed' };
  }
  revalidatePath('/[locale]/admin', 'layout');
  return { ok: true };
}
