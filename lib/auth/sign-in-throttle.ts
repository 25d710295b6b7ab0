import 'server-only';
import { getDb } from '@/lib/db/client';
import { errorCode, log } from '@/lib/log';
import type { AuthResult } from './auth-input';
import { clearThrottle, recordFailure, throttleKeys, throttleWait } from './throttle';

/**
 * Runs one sign-in attempt inside the throttle: refused without asking the auth server while the
 * account or the client address is locked; a refused password counts against both; a success clears
 * the account. If the database cannot be reached the attempt goes ahead (Supabase's own limit still
 * applies): the throttle must not lock every member of staff out while the database is down.
 */
export async function throttledSignIn(
  email: string,
  address: string,
  attempt: () => Promise<AuthResult>,
): Promise<AuthResult> {
  const keys = throttleKeys(email, address);
  const db = await guard('check', async () => (await getDb()).db);
  const wait = db ? ((await guard('check', () => throttleWait(db, keys))) ?? 0) : 0;
  if (wait > 0) {
    log.warn('auth.sign_in_throttled', { wait });
    return { ok: false, errors: ['throttled'], retryAfter: wait };
  }
  const result = await attempt();
  if (!db) return result;
  if (result.ok) await guard('clear', () => clearThrottle(db, keys.account));
  else if (result.errors.includes('invalid_credentials')) {
    const locked = await guard('count', () => recordFailure(db, keys));
    if (locked) log.warn('auth.sign_in_locked', { wait: locked });
  }
  return result;
}

async function guard<T>(step: string, run: () => Promise<T>): Promise<T | null> {
  try {
    return await run();
  } catch (error) {
    log.error('auth.throttle_failed', { step, ...errorCode(error) });
    return null;
  }
}
