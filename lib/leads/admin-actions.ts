'use server';

import { revalidatePath } from 'next/cache';
import { NotAuthorisedError } from '@/lib/auth/viewer';
import { changeStatus, statusChangeSchema } from './admin';

export type StatusChangeResult =
  { ok: true } | { ok: false; error: 'invalid' | 'forbidden' | 'failed' };

/** Status change from the lead page. Checks the admin role through the data-access function. */
export async function changeStatusAction(
  _previous: StatusChangeResult | null,
  form: FormData,
): Promise<StatusChangeResult> {
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
    console.error('[admin] status change failed:', error instanceof Error ? error.message : error);
    return { ok: false, error: 'failed' };
  }
  revalidatePath('/[locale]/admin', 'layout');
  return { ok: true };
}
