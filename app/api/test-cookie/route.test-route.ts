import { config } from '@/lib/config/business';

// Exists only when ENABLE_TEST_ROUTES=1 (the end-to-end tests set it): a response marked shareable that
// also sets a cookie, so tests/e2e/production.spec.ts can check that the cache in front of the site
// (deploy/nginx.conf) never stores such a response. In every other run it is a 404.
export const dynamic = 'force-dynamic';

export function GET() {
  if (config.ENABLE_TEST_ROUTES !== '1') return new Response('Not found', { status: 404 });
  return new Response('a cookie was set', {
    headers: {
      'Cache-Control': 'public, s-maxage=600',
      'Set-Cookie': 'e2e-test-cookie=1; Path=/; HttpOnly; SameSite=Lax',
    },
  });
}
