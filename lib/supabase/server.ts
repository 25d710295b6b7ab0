import 'server-only';
import { createServerClient } from '@supabase/ssr';
import { cookies } from 'next/headers';
import { business, supabaseConfig } from '@/lib/config/business';
import { boundedAuthFetch } from './auth-deadline';
import { secureCookiesFor, sessionCookie, sessionCookieOptions } from './cookies';

/**
 * Supabase client for server components, actions and route handlers; null when auth is off. Each of
 * its calls to Supabase Auth is bounded in time, and all of them by `deadline` when given.
 */
export async function createSupabaseServerClient({ deadline }: { deadline?: AbortSignal } = {}) {
  if (!supabaseConfig) return null;
  const store = await cookies();
  // Session cookies are Secure on an HTTPS site; HttpOnly, SameSite=Lax, a week (lib/supabase/cookies).
  const secure = secureCookiesFor(business.siteUrl);
  return createServerClient(supabaseConfig.url, supabaseConfig.anonKey, {
    global: { fetch: boundedAuthFetch(deadline) },
    cookieOptions: sessionCookieOptions(secure),
    cookies: {
      getAll: () => store.getAll(),
      setAll: (list) => {
        try {
          for (const { name, value, options } of list)
            store.set(name, value, sessionCookie(options, secure));
        } catch {
          // Server components cannot set cookies; the proxy refreshes the session instead.
        }
      },
    },
  });
}
