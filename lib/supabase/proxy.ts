import { createServerClient } from '@supabase/ssr';
import type { NextRequest, NextResponse } from 'next/server';
import { secureCookiesFor, sessionCookie, sessionCookieOptions } from './cookies';

// Read at run time: the proxy must not carry a project's address baked in at build time.
const url = () => process.env.SUPABASE_URL?.replace(/\/+$/, '');
const anonKey = () => process.env.SUPABASE_ANON_KEY;

/** Supabase keeps the session in cookies named sb-<project>-auth-token (possibly split into .0, .1 …). */
export function hasSupabaseAuthCookie(request: NextRequest): boolean {
  if (!url() || !anonKey()) return false;
  return request.cookies
    .getAll()
    .some((c) => c.name.startsWith('sb-') && c.name.includes('-auth-token'));
}

/**
 * Refreshes an expiring session before the page renders. The new cookies go onto the request (so the
 * page reads the fresh session instead of refreshing again with a spent refresh token) and, through the
 * returned function, onto the response with the no-cache headers Supabase hands over.
 */
export async function refreshSupabaseSession(
  request: NextRequest,
): Promise<(response: NextResponse) => NextResponse> {
  const writes: { name: string; value: string; options: Record<string, unknown> }[] = [];
  let cacheHeaders: Record<string, string> = {};
  const secure = secureCookiesFor(process.env.SITE_URL) || request.nextUrl.protocol === 'https:';
  const supabase = createServerClient(url()!, anonKey()!, {
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
  await supabase.auth.getClaims();
  return (response) => {
    for (const { name, value, options } of writes)
      response.cookies.set(name, value, sessionCookie(options, secure));
    // A response that sets a session cookie must never be stored by a cache.
    for (const [key, value] of Object.entries(cacheHeaders))
      response.headers.set(key, String(value));
    return response;
  };
}
