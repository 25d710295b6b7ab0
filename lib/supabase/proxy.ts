import { createServerClient } from '@supabase/ssr';
import type { NextRequest, NextResponse } from 'next/server';
import { log, errorCode } from '@/lib/log';
import { boundedAuthFetch, checkSession, type SessionCheck } from './auth-deadline';
import { secureCookiesFor, sessionCookie, sessionCookieOptions } from './cookies';
import {
  isReadableSession,
  sessionCookieNames,
  undecodableSessionCookies,
} from './session-cookies';

// Read at run time: the proxy must not carry a project's address baked in at build time.
const url = () => process.env.SUPABASE_URL?.replace(/\/+$/, '');
const anonKey = () => process.env.SUPABASE_ANON_KEY;

/** Supabase keeps the session in cookies named sb-<project>-auth-token (possibly split into .0, .1 …). */
export function hasSupabaseAuthCookie(request: NextRequest): boolean {
  if (!url() || !anonKey()) return false;
  // The raw header: a cookie whose value does not decode is missing from request.cookies.
  return /(^|;)\s*sb-[^=;]*-auth-token/.test(request.headers.get('cookie') ?? '');
}

/**
 * Checks and refreshes the session before the page renders, within `deadline`. The new cookies go onto
 * the request (so the page reads the fresh session instead of refreshing again with a spent refresh
 * token) and, through the returned `apply`, onto the response with the no-cache headers Supabase hands
 * over. A session cookie that turns out bad (garbage, a forged or expired token, an unknown refresh
 * token) means signed out: it is removed from the request and cleared on the response.
 */
export async function refreshSupabaseSession(
  request: NextRequest,
  deadline: AbortSignal,
): Promise<{ status: SessionCheck['status']; apply: (response: NextResponse) => NextResponse }> {
  const writes: { name: string; value: string; options: Record<string, unknown> }[] = [];
  let cacheHeaders: Record<string, string> = {};
  const secure = secureCookiesFor(process.env.SITE_URL) || request.nextUrl.protocol === 'https:';
  const supabase = createServerClient(url()!, anonKey()!, {
    global: { fetch: boundedAuthFetch(deadline) },
    cookieOptions: sessionCookieOptions(secure),
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (cookies, headers) => {
        for (const { name, value, options } of cookies) {
          request.cookies.set(name, value);
          writes.push({ name, value, options: options as Record<string, unknown> });
        }
        cacheHeaders = { ...cacheHeaders, ...(headers as Record<string, string>) };
      },
    },
  });
  // getClaims() verifies the token (through the auth server for HS256 projects) and refreshes it when
  // it has expired; the claims themselves are not needed here.
  const cookies = request.cookies.getAll();
  const check: SessionCheck = isReadableSession(cookies)
    ? await checkSession(supabase.auth, deadline)
    : { status: 'signed-out' };
  const badCookies = [
    ...(check.status === 'signed-out' ? sessionCookieNames(cookies) : []),
    ...undecodableSessionCookies(
      request.headers.get('cookie'),
      new Set(cookies.map((c) => c.name)),
    ),
  ];
  if (check.status === 'unreachable') log.warn('auth.unreachable', { where: 'proxy' });
  if (check.status === 'signed-out' && badCookies.length) {
    // One line, without the cookie: its content may be someone's token. No error: unreadable.
    const why = check.error ? errorCode(check.error) : { error: 'UnreadableSession' };
    log.warn('auth.session_cookie_rejected', { where: 'proxy', ...why });
    for (const name of badCookies) request.cookies.delete(name);
  }
  const apply = (response: NextResponse) => {
    for (const { name, value, options } of writes)
      response.cookies.set(name, value, sessionCookie(options, secure));
    for (const name of badCookies) response.cookies.set(name, '', { path: '/', maxAge: 0 });
    // A response that sets a session cookie must never be stored by a cache.
    for (const [key, value] of Object.entries(cacheHeaders))
      response.headers.set(key, String(value));
    return response;
  };
  return { status: check.status, apply };
}
