import { revalidatePath } from 'next/cache';
import { errorCode, log } from '@/lib/log';
import { NotAuthorisedError } from './viewer';

/** A staff change that answers in place (no redirect): done, or why not. */
export type StaffChangeResult<E extends string> = { ok: true } | { ok: false; error: E };

/**
 * Runs one staff change from a workspace form. The data-access function checks the role (a caller
 * without it gets `forbidden`); any other failure is logged by its class and code only (a driver's
 * message may repeat a customer's details) and answered `failed`. A change that went through makes
 * every workspace page render afresh.
 */
export async function runStaffChange<E extends string>(
  failureEvent: string,
  change: () => Promise<StaffChangeResult<E>>,
): Promise<StaffChangeResult<E | 'forbidden' | 'failed'>> {
  try {
    const result = await change();
    if (!result.ok) return result;
  } catch (error) {
    if (error instanceof NotAuthorisedError) return { ok: false, error: 'forbidden' };
    log.error(failureEvent, errorCode(error));
    return { ok: false, error: 'failed' };
  }
  revalidatePath('/[locale]/admin', 'layout');
  return { ok: true };
}
