import createMiddleware from 'next-intl/middleware';
import type { NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { hasSupabaseAuthCookie, refreshSupabaseSession } from '@/lib/supabase/proxy';

// Next 16's name for middleware.ts. Locale routing first; then, only for a request that carries a
// Supabase auth cookie, the session refresh. Anonymous visitors cost no network call here.
const intl = createMiddleware(routing);

export default async function proxy(request: NextRequest) {
  const response = intl(request);
  if (!hasSupabaseAuthCookie(request)) return response;
  return refreshSupabaseSession(request, response);
}

export const config = {
  // Skip API routes, Next internals and every file with an extension (static assets).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
