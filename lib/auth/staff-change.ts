import { revalidatePath } from 'next/cache';
import type * as z from 'zod/mini';
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
async function runStaffChange<E extends string>(
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

/**
 * A staff change posted by a workspace form: the form's fields (`read`) checked against `schema` (a
 * forged call, or anything other than the form, gets `invalid`, never a 500), then runStaffChange.
 */
export async function staffFormChange<S extends z.ZodMiniType, E extends string>(
  form: unknown,
  schema: S,
  read: (form: FormData) => Record<string, unknown>,
  failureEvent: string,
  change: (input: z.output<S>) => Promise<StaffChangeResult<E>>,
): Promise<StaffChangeResult<E | 'invalid' | 'forbidden' | 'failed'>> {
  if (!(form instanceof FormData)) return { ok: false, error: 'invalid' };
  const parsed = schema.safeParse(read(form));
  if (!parsed.success) return { ok: false, error: 'invalid' };
  return runStaffChange(failureEvent, () => change(parsed.data));
}
