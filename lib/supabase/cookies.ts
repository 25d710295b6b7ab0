import type { CookieOptions } from '@supabase/ssr';

// The attributes of every cookie Supabase writes (the session, split into sb-…-auth-token.0, .1 …, and
// a recovery's PKCE code verifier). No page uses a browser Supabase client, so no script needs to read
// them: HttpOnly keeps an injected script from stealing the session; SameSite=Lax keeps them off
// cross-site posts; Secure on an HTTPS site.
//
// Lifetime: a week, renewed each time the session is refreshed (the access token lives an hour, and
// every refresh rewrites the cookies with a fresh Max-Age). Supabase's refresh tokens do not expire by
// themselves (projects can add an inactivity timeout and a time-box); @supabase/ssr's default of 400
// days kept a session alive on a forgotten browser for more than a year. A week of inactivity means
// signing in again: the staff use the inbox daily, and a shared or lost device is not signed in for long.
// Projects that set Supabase's inactivity timeout to 7 days get the same limit on the server side.
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 3600;

/**
 * Secure whenever the public site is served over HTTPS (SITE_URL), also where TLS ends at a reverse
 * proxy and the request reaching Node is plain HTTP.
 */
export const secureCookiesFor = (siteUrl: string | undefined) =>
  (siteUrl ?? '').startsWith('https://');

/** Passed to createServerClient as `cookieOptions` (@supabase/ssr merges it over its defaults). */
export function sessionCookieOptions(secure: boolean): CookieOptions {
  return { path: '/', sameSite: 'lax', httpOnly: true, secure, maxAge: SESSION_MAX_AGE_SECONDS };
}

/**
 * @supabase/ssr 0.12 puts its own 400-day Max-Age back on every cookie it sets, whatever `cookieOptions`
 * says (only removals keep their Max-Age of 0): applied in each cookie adapter's setAll, this gives
 * every written cookie the session's lifetime and attributes, and leaves removals as they are.
 */
export function sessionCookie(options: CookieOptions, secure: boolean): CookieOptions {
  const removal = options.maxAge === 0;
  return {
    ...options,
    ...sessionCookieOptions(secure),
    ...(removal ? { maxAge: 0 } : {}),
  };
}
