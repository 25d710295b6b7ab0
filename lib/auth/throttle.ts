import * as clock from '@/lib/clock';
import { createHash } from 'node:crypto';
import { eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { authThrottle } from '@/lib/db/schema';

// The sign-in throttle, kept in the database so it holds across every instance of the site (hosted
// Supabase sees only the web server's address and cannot tell attackers apart). Two counters per
// attempt: the account (guessing one password) and the client address (trying many accounts).
// Failures inside a 15-minute window lock the key for 30 s, then 60 s, doubling up to 15 minutes;
// a successful sign-in resets the account. A row says nothing about who it is: keys are SHA-256 hashes.

export const throttlePolicy = {
  account: { maxFailures: 5 },
  address: { maxFailures: 20 },
  windowSeconds: 15 * 60,
  firstLockSeconds: 30,
  maxLockSeconds: 15 * 60,
  /** A key with no failure for this long is forgotten (its row may be deleted), lock level included. */
  forgetSeconds: 24 * 3600,
} as const;

export interface ThrottleKey {
  key: string;
  maxFailures: number;
}

const hash = (kind: string, value: string) =>
  `${kind}:${createHash('sha256').update(`${kind}:${value}`).digest('hex')}`;

/** The account (the e-mail, trimmed and lower-cased) and the client address, hashed. */
export function throttleKeys(
  email: string,
  address: string,
): { account: ThrottleKey; address: ThrottleKey } {
  return {
    account: {
      key: hash('account', email.trim().toLowerCase()),
      maxFailures: throttlePolicy.account.maxFailures,
    },
    address: { key: hash('address', address), maxFailures: throttlePolicy.address.maxFailures },
  };
}

const secondsUntil = (until: Date | null, now: Date) =>
  until && until > now ? Math.ceil((until.getTime() - now.getTime()) / 1000) : 0;

/** Seconds until sign-in may be tried again with these keys; 0 when it may be tried now. */
export async function throttleWait(
  db: Db,
  keys: { account: ThrottleKey; address: ThrottleKey },
  now = clock.now(),
): Promise<number> {
  const rows = await db
    .select({ lockedUntil: authThrottle.lockedUntil })
    .from(authThrottle)
    .where(inArray(authThrottle.key, [keys.account.key, keys.address.key]));
  return Math.max(0, ...rows.map((r) => secondsUntil(r.lockedUntil, now)));
}

type Row = typeof authThrottle.$inferSelect;

/** The state after one more failure: counted in its window, and locked when the window is full. */
export function afterFailure(row: Row | undefined, key: ThrottleKey, now: Date): Row {
  const windowOpen =
    row && now.getTime() - row.windowStart.getTime() < throttlePolicy.windowSeconds * 1000;
  const failures = (windowOpen ? row.failures : 0) + 1;
  const locks = row?.locks ?? 0;
  const forget = new Date(now.getTime() + throttlePolicy.forgetSeconds * 1000);
  if (failures < key.maxFailures)
    return {
      key: key.key,
      failures,
      windowStart: windowOpen ? row.windowStart : now,
      locks,
      lockedUntil: row?.lockedUntil ?? null,
      expiresAt: forget,
    };
  const lockSeconds = Math.min(
    throttlePolicy.firstLockSeconds * 2 ** locks,
    throttlePolicy.maxLockSeconds,
  );
  return {
    key: key.key,
    failures: 0,
    windowStart: now,
    locks: locks + 1,
    lockedUntil: new Date(now.getTime() + lockSeconds * 1000),
    expiresAt: forget,
  };
}

/**
 * Counts a refused password against the account and the address, each in one transaction with its
 * row locked (two instances counting at once never lose a failure). Returns the seconds until the
 * next try is allowed (0 when no lock is in force).
 */
export async function recordFailure(
  db: Db,
  keys: { account: ThrottleKey; address: ThrottleKey },
  now = clock.now(),
): Promise<number> {
  let wait = 0;
  for (const key of [keys.account, keys.address]) {
    const next = await db.transaction(async (tx) => {
      await tx
        .insert(authThrottle)
        .values({ key: key.key, failures: 0, windowStart: now, locks: 0, expiresAt: now })
        .onConflictDoNothing({ target: authThrottle.key });
      const [row] = await tx
        .select()
        .from(authThrottle)
        .where(eq(authThrottle.key, key.key))
        .for('update');
      const state = afterFailure(row, key, now);
      await tx.update(authThrottle).set(state).where(eq(authThrottle.key, key.key));
      return state;
    });
    wait = Math.max(wait, secondsUntil(next.lockedUntil, now));
  }
  // Rows nobody has failed with for a day say nothing any more.
  await db.delete(authThrottle).where(lt(authThrottle.expiresAt, now));
  return wait;
}

/** A successful sign-in: the account's failures and lock level start again from nothing. */
export async function clearThrottle(db: Db, key: ThrottleKey): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key.key));
}
