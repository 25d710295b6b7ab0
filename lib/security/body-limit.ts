import { NextResponse, type NextRequest } from 'next/server';
import ar from '@/messages/ar/bodyLimit.json';
import en from '@/messages/en/bodyLimit.json';

/**
 * The largest form post the site reads. next.config.ts sets the server actions' bodySizeLimit to the
 * same 1 MB, so anything up to it reaches the lead action, which answers a too-long message with the
 * form re-rendered in the page's language and everything typed kept. A larger post would make Next
 * throw a bare English 500: it is answered here instead, before Next reads the body.
 */
export const maxFormBodyBytes = 1024 * 1024;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A localised 413 page for a post whose declared length is over the limit; null for anything else. */
export function refuseOversizedPost(request: NextRequest): NextResponse | null {
  if (request.method !== 'POST') return null;
  const length = Number(request.headers.get('content-length') ?? 0);
  if (!(length > maxFormBodyBytes)) return null;
  const path = request.nextUrl.pathname;
  const arabic = path === '/ar' || path.startsWith('/ar/');
  const t = arabic ? ar : en;
  // No script and no style: the page is served under its own strict policy.
  const html = `<!doctype html>
<html lang="${arabic ? 'ar' : 'en'}" dir="${arabic ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escape(t.title)}</title></head>
<body>
<main>
<h1>${escape(t.title)}</h1>
<p>${escape(t.text)}</p>
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
