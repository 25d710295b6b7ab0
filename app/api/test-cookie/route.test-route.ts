// A test-only route (see lib/config/page-extensions.ts), compiled only into `npm run build:test`: a
// response marked shareable that also sets a cookie, so tests/e2e/production.spec.ts can check that the
// cache in front of the site (deploy/nginx.conf) never stores such a response.
export const dynamic = 'force-dynamic';

export function GET() {
  return new Response('a cookie was set', {
    headers: {
      'Cache-Control': 'public, s-maxage=600',
      'Set-Cookie': 'e2e-test-cookie=1; Path=/; HttpOnly; SameSite=Lax',
    },
  });
}
