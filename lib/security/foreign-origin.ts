import { NextResponse, type NextRequest } from 'next/server';

// A form or server-action POST from another site (cross-site request forgery). Next.js refuses such an
// action itself (serverActions.allowedOrigins), but by throwing: the visitor gets a 500 and the log a
// stack. The proxy answers it first, with a 403, by the same rule Next.js applies: the Origin's host
// must be the request's own host (X-Forwarded-Host, else Host) or the site's (SITE_URL). A POST without
// an Origin header (a hand-made request, an old browser) is left to Next.js, as it does.

const siteHost = (() => {
  try {
    return new URL(process.env.SITE_URL ?? 'http://localhost:3000').host;
  } catch {
    return undefined;
  }
})();

function originHost(origin: string): string | undefined {
  try {
    return new URL(origin).host || undefined;
  } catch {
    return undefined; // 'null' (a sandboxed frame, a privacy redirect) or garbage: not this site.
  }
}

/** A 403 for a POST whose Origin is another site's; undefined for every other request. */
export function refuseForeignOrigin(request: NextRequest): NextResponse | undefined {
  if (request.method !== 'POST') return undefined;
  const origin = request.headers.get('origin');
  if (origin === null) return undefined;
  const host = originHost(origin);
  const ownHost =
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host');
  if (host && (host === ownHost || host === siteHost)) return undefined;
  return new NextResponse('Forbidden: this form can only be sent from this site.\n', {
    status: 403,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
