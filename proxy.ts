import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { databaseDown } from '@/lib/db/seen-down';
import { routing } from '@/lib/i18n/routing';
import { refuseOversizedPost } from '@/lib/security/body-limit';
import { contentSecurityPolicy, createNonce, originOf } from '@/lib/security/csp';
import { prerenderedRoutes } from '@/lib/security/csp-manifest';
import { fixedPolicy } from '@/lib/security/headers';
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
 * Next's own test for a request it renders rather than answers from the page cache, even on a
 * prerendered route (server-action-request-meta.js): a server action, posted by script or by a form
 * without JavaScript.
 */
function possibleServerAction(request: NextRequest): boolean {
  if (request.method !== 'POST') return false;
  const type = request.headers.get('content-type');
  return (
    request.headers.has('next-action') ||
    type === 'application/x-www-form-urlencoded' ||
    Boolean(type?.startsWith('multipart/form-data'))
  );
}

/**
 * The policy this proxy sends, or none for a page Next answers from its page cache: those entries
 * carry their own policy, made from their own inline scripts when they were stored
 * (disk-cache-handler.mjs). A second policy here would be enforced as well, and one made before Next has
 * read the page could belong to another version of it. Any other page gets a fresh nonce, which
 * travels to Next.js in the request's CSP header and is stamped on every script it renders.
 */
function policyFor(request: NextRequest): string | undefined {
  const development = process.env.NODE_ENV === 'development';
  const fromCache =
    !development &&
    !possibleServerAction(request) &&
    prerenderedRoutes().has(internalRoute(request.nextUrl.pathname));
  if (fromCache) return undefined;
  const policy = contentSecurityPolicy({
    scriptSources: [`'nonce-${createNonce()}'`],
    connectOrigins: originOf(process.env.SUPABASE_URL),
    development,
  });
  request.headers.set('content-security-policy', policy);
  return policy;
}

export default async function proxy(request: NextRequest) {
  const policy = policyFor(request);
  const response = await answer(request);
  // A response made here (a refusal, a redirect) never reaches a page: the fixed policy, unless it
  // brings its own.
  const reachesPage =
    response.headers.has('x-middleware-rewrite') || response.headers.has('x-middleware-next');
  const own = policy ?? (reachesPage ? undefined : fixedPolicy.value);
  if (own && !response.headers.has('content-security-policy'))
    response.headers.set('content-security-policy', own);
  return response;
}

async function answer(request: NextRequest): Promise<NextResponse> {
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
  // Refresh first: next-intl's rewrite then carries the refreshed cookies to the page.
  const refresh = signedIn
    ? await refreshSupabaseSession(request, AbortSignal.timeout(AUTH_TIMEOUT_MS))
    : { status: 'signed-out' as const, apply: (response: NextResponse) => response };
  // The page then renders as anonymous (public pages) or says so (/admin) without asking again.
  if (refresh.status === 'unreachable') request.headers.set(AUTH_UNREACHABLE_HEADER, '1');
  // A bad session cookie: cleared on the way to sign-in.
  if (admin && signedIn && refresh.status === 'signed-out') return refresh.apply(toSignIn());
  const response = refresh.apply(intl(request));
  return (await needsDatabaseThatIsDown(request, response, signedIn))
    ? unavailable(response)
    : response;
}

/** Pages that show nothing without the database: a private page (a booking's, an AMC request's, an invoice's). */
const privatePage = /^(\/ar)?\/(book|amc-plans|invoice)\/[^/]+$/;
/** And the workspace, for a signed-in visitor of a site with accounts (anyone else is sent to sign in, or gets a 404). */
const workspacePage = /^(\/ar)?\/admin(\/.*)?$/;

/** A page read (not a form's post: its action answers for itself) of such a page, with the database down. */
async function needsDatabaseThatIsDown(
  request: NextRequest,
  response: NextResponse,
  signedIn: boolean,
) {
  const path = request.nextUrl.pathname.replace(/\/+$/, '');
  const needsDatabase =
    privatePage.test(path) ||
    (workspacePage.test(path) && signedIn && Boolean(process.env.SUPABASE_URL));
  const readsPage = request.method === 'GET' || request.method === 'HEAD';
  const reachesPage =
    response.headers.has('x-middleware-rewrite') || response.headers.has('x-middleware-next');
  return readsPage && reachesPage && needsDatabase && (await databaseDown());
}

/**
 * The same way to the page, answering 503: the page renders its own "cannot show this page right now"
 * view (lib/requests/private-page.ts, the workspace layout), which Next.js would send as 200.
 */
function unavailable(response: NextResponse): NextResponse {
  const headers = new Headers(response.headers);
  headers.set('retry-after', '30');
  return new NextResponse(null, { status: 503, headers });
}

export const config = {
  // Skip API routes, Next internals and every file with an extension (static assets).
  matcher: '/((?!api|_next|_vercel|.*\\..*).*)',
};
