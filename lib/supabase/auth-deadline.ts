import { isAuthError, isAuthRetryableFetchError } from '@supabase/supabase-js';

// Every call the server makes to Supabase Auth is bounded. Unbounded, an auth server that does not
// answer (a firewall dropping packets) held each page for as long as supabase-js kept retrying its
// token refresh (about 25 s, and twice that on /admin, where the proxy and the page each tried).

/** The longest a request waits for Supabase Auth, all of its auth calls together. */
export const AUTH_TIMEOUT_MS = 3000;

/**
 * Set by the proxy on a request whose session check could not reach Supabase Auth, so the page does
 * not wait a second time; the proxy removes any copy a client sends. Internal: never sent to browsers.
 */
export const AUTH_UNREACHABLE_HEADER = 'x-site-auth-unreachable';

/**
 * fetch for a Supabase client: each call gives up after AUTH_TIMEOUT_MS, and all of them once
 * `deadline` (the whole request's budget) has passed.
 */
export function boundedAuthFetch(deadline?: AbortSignal): typeof fetch {
  return (input, init) => {
    const signals = [AbortSignal.timeout(AUTH_TIMEOUT_MS), deadline, init?.signal].filter(
      (s): s is AbortSignal => Boolean(s),
    );
    return fetch(input, { ...init, signal: AbortSignal.any(signals) });
  };
}

export type SessionCheck =
  | { status: 'signed-in'; claims: Record<string, unknown> }
  /** No session, or one the auth server or supabase-js rejected: a bad or expired cookie. */
  | { status: 'signed-out'; error?: unknown }
  /** The auth server did not answer in time, or answered that it cannot serve now. */
  | { status: 'unreachable' };

class DeadlinePassed extends Error {}

/** An outage, not a verdict on the session: keep the cookies, the session may still be good. */
function isTransient(error: unknown): boolean {
  if (error instanceof DeadlinePassed || isAuthRetryableFetchError(error)) return true;
  const status = isAuthError(error) ? (error as { status?: number }).status : undefined;
  return status === 429 || (status !== undefined && status >= 500);
}

/**
 * Verifies the session in the client's cookies (getClaims, which refreshes an expired token) within
 * `deadline`. supabase-js retries a failed refresh with back-off for up to 30 s; when the deadline
 * passes, the answer is "unreachable" at once, and its remaining retries fail fast in the background
 * (the bounded fetch aborts them). Never throws: a cookie that makes supabase-js throw is a bad cookie.
 */
export async function checkSession(
  auth: { getClaims: () => Promise<{ data: unknown; error: unknown }> },
  deadline: AbortSignal,
): Promise<SessionCheck> {
  try {
    const { data, error } = await new Promise<{ data: unknown; error: unknown }>(
      (resolve, reject) => {
        const passed = () => reject(new DeadlinePassed());
        if (deadline.aborted) return passed();
        deadline.addEventListener('abort', passed, { once: true });
        auth.getClaims().then(resolve, reject);
      },
    );
    const claims = (data as { claims?: Record<string, unknown> } | null)?.claims;
    if (!error && typeof claims?.sub === 'string') return { status: 'signed-in', claims };
    return isTransient(error) ? { status: 'unreachable' } : { status: 'signed-out', error };
  } catch (error) {
    return isTransient(error) ? { status: 'unreachable' } : { status: 'signed-out', error };
  }
}
