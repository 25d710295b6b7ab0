import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/i18n/routing';
import { refuseOversizedPost } from '@/lib/security/body-limit';
import { contentSecurityPolicy, createNonce, originOf } from '@/lib/security/csp';
import { cspManifest, regeneratedHashes, sharedHashes } from '@/lib/security/csp-manifest';
import { AUTH_TIMEOUT_MS, AUTH_UNREACHABLE_HEADER } from '@/lib/supabase/auth-deadline';
import { refuseForeignOrigin } from '@/lib/security/foreign-origin';
import { hasSupabaseAuthCookie, refreshSupabaseSession } from '@/lib/supabase/proxy';

// Next 16's name for middleware.ts. Per request: the page's Content-Security-Policy, locale routing,
// and, only for a request that carries a Supabase auth cookie, the session refresh. Anonymous
// visitors cost no network call here.
const intl = createMiddleware(routing);

/** The route Next renders for a public path: English lives under /en internally ("/about" → "/en/about"). */
function internalRoute(pathname: string): string {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === `/${routing.defaultLocale}` || path.startsWith(`/${routing.defaultLocale}/`))
    return path;
  if (routing.locales.some((l) => path === `/${l}` || path.startsWith(`/${l}/`))) return path;
  return path === '/' ? `/${routing.defaultLocale}` : `/${routing.defaultLocale}${path}`;
}

/**
 * A prerendered page gets the hashes of its own inline scripts (fixed at build time, so the page and
 * its header can be cached together); any other page gets a fresh nonce, which travels to Next.js in
 * the request's CSP header and is stamped on every script it renders.
 */
const prerenderedPolicies = new Map<string, { hashes: string; policy: string }>();

async function policyFor(request: NextRequest): Promise<string> {
  const development = process.env.NODE_ENV === 'development';
  const connectOrigins = originOf(process.env.SUPABASE_URL);
  const route = internalRoute(request.nextUrl.pathname);
  const built = development ? undefined : cspManifest()[route];
  if (built) {
    // The build's hashes and, for a page regenerated since (one that revalidates), its current ones,
    // from this instance's disk or, with the shared cache, from Redis: made once per set of hashes,
    // not once per request.
    const hashes = [
      ...new Set([...built, ...regeneratedHashes(route), ...(await sharedHashes(route))]),
    ];
    const known = prerenderedPolicies.get(route);
    if (known?.hashes === hashes.join(' ')) return known.policy;
    const policy = contentSecurityPolicy({ scriptSources: hashes, connectOrigins });
    prerenderedPolicies.set(route, { hashes: hashes.join(' '), policy });
    return policy;
  }
  const policy = contentSecurityPolicy({
    scriptSources: [`'nonce-${createNonce()}'`],
    connectOrigins,
    development,
  });
  request.headers.set('content-security-policy', policy);
  return policy;
}

export default async function proxy(request: NextRequest) {
  const foreign = refuseForeignOrigin(request);
  if (foreign) return foreign;
  const tooLarge = refuseOversizedPost(request);
  if (tooLarge) return tooLarge;
  // Only this proxy may tell the page that auth is unreachable.
  request.headers.delete(AUTH_UNREACHABLE_HEADER);
  const signedIn = hasSupabaseAuthCookie(request);
  // Convenience only: the admin layout and every data-access function check the role themselves.
  const admin = request.nextUrl.pathname.match(/^(\/ar)?\/admin(\/|$)/);
  const toSignIn = () => NextResponse.redirect(new URL(`${admin?.[1] ?? ''}/sign-in`, request.url));
  if (admin && !signedIn && process.env.SUPABASE_URL) return toSignIn();
  const policy = await policyFor(request);
  // Refresh first: next-intl's rewrite then carries the refreshed cookies to the page.
  const refresh = signedIn
    ? await refreshSupabaseSession(request, AbortSignal.timeout(AUTH_TIMEOUT_MS))
    : { status: 'signed-out' as const, apply: (response: NextResponse) => response };
  // The page then renders as anonymous (public pages) or says so (/admin) without asking again.
  if (refresh.status === 'unreachable') request.headers.set(AUTH_UNREACHABLE_HEADER, '1');
  // A bad session cookie: cleared on the way to sign-in.
  if (admin && signedIn && refresh.status === 'signed-out') return refresh.apply(toSignIn());
  const response = refresh.apply(intl(request));
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  // Skip API routes, Next internals and every file with an extension (static assets).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
