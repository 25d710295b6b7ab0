import { NextResponse, type NextRequest } from 'next/server';
import ar from '@/messages/ar/bodyLimit.json';
import en from '@/messages/en/bodyLimit.json';
import { business } from '@/lib/config/business';
import { formatUaePhone } from '@/lib/config/contact-links';
import { bodyLimitFor } from './body-sizes';

/*
 * The largest form post the site reads, per path (lib/security/body-sizes.ts): 1 MB, and 55 MB for the
 * booking form with its photos. next.config.ts lets Next read up to the largest, so anything within a
 * path's limit reaches its action, which answers a too-long message (or a photo too many) with the form
 * re-rendered in the page's language and everything typed kept. A larger post would make Next throw a
 * bare English 500, or let a 50 MB post reach the contact form: it is answered here instead, before
 * Next reads the body.
 */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Over its path's limit, or of unknown length (streamed, no Content-Length). */
function oversized(request: NextRequest, limit: number): boolean {
  const declared = request.headers.get('content-length');
  // Browsers always declare the length of a form post; only a hand-made request streams one without,
  // and Next would then read it up to the largest limit of any path.
  if (declared === null) return request.headers.has('transfer-encoding');
  return !(Number(declared) <= limit);
}

/** A localised 413 page for a post whose declared length is over its path's limit; null otherwise. */
export function refuseOversizedPost(request: NextRequest): NextResponse | null {
  if (request.method !== 'POST') return null;
  const path = request.nextUrl.pathname;
  const limit = bodyLimitFor(path);
  if (!oversized(request, limit.bytes)) return null;
  const arabic = path === '/ar' || path.startsWith('/ar/');
  const t = (arabic ? ar : en)[limit.kind];
  // No script and no style: the page is served under its own strict policy.
  const html = `<!doctype html>
<html lang="${arabic ? 'ar' : 'en'}" dir="${arabic ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t.title)}</title></head>
<body>
<main>
<h1>${escape(t.title)}</h1>
<p>${escape(t.text.replace('{phone}', `\u2066${formatUaePhone(business.phone)}\u2069`))}</p>
<p><a href="${escape(path)}">${escape(t.back)}</a></p>
</main>
</body>
</html>
`;
  return new NextResponse(html, {
    status: 413,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    },
  });
}
