import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { hasSupabaseAuthCookie, refreshSupabaseSession } from '@/lib/supabase/proxy';

// Next 16's name for middleware.ts. Locale routing first; then, only for a request that carries a
// Supabase auth cookie, the session refresh. Anonymous visitors cost no network call here.
const intl = createMiddleware(routing);

export default async function proxy(request: NextRequest) {
  const signedIn = hasSupabaseAuthCookie(request);
  // Convenience only: the admin layout and every data-access function check the role themselves.
  const admin = request.nextUrl.pathname.match(/^(\/ar)?\/admin(\/|$)/);
  if (admin && !signedIn && process.env.SUPABASE_URL) return NextResponse.redirect(new URL(`${admin[1] ?? ''}/sign-in`, request.url));
  if (!signedIn) return intl(request);
  // Refresh first: next-intl's rewrite then carries the refreshed cookies to the page.
  const applyRefresh = await refreshSupabaseSession(request);
  return applyRefresh(intl(request));
}

export const config = {
  // Skip API routes, Next internals and every file with an extension (static assets).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
