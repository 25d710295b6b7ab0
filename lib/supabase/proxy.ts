import { createServerClient } from '@supabase/ssr';
import type { NextRequest, NextResponse } from 'next/server';

const url = process.env.NEXT_PUBLIC_SUPABASE_URL;
const anonKey = process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;

/** Supabase keeps the session in cookies named sb-<project>-auth-token (possibly split into .0, .1 …). */
export function hasSupabaseAuthCookie(request: NextRequest): boolean {
  if (!url || !anonKey) return false;
  return request.cookies.getAll().some((c) => c.name.startsWith('sb-') && c.name.includes('-auth-token'));
}

/** Refreshes an expiring session and writes the new cookies (and the no-cache headers) to the response. */
export async function refreshSupabaseSession(request: NextRequest, response: NextResponse): Promise<NextResponse> {
  const supabase = createServerClient(url!, anonKey!, {
    cookies: {
      getAll: () => request.cookies.getAll(),
      setAll: (cookies, headers) => {
        for (const { name, value, options } of cookies) {
          response.cookies.set(name, value, { ...options, secure: process.env.NODE_ENV === 'production' });
        }
        // A response that sets a session cookie must never be stored by a cache.
        for (const [key, value] of Object.entries(headers ?? {})) response.headers.set(key, String(value));
      },
    },
  });
  // getClaims() verifies the JWT (and refreshes through the auth server only when it has expired).
  await supabase.auth.getClaims();
  return response;
}
