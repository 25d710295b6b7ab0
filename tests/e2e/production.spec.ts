import { test, expect } from '@playwright/test';

// Only through the production setup (E2E_PRODUCTION=1: nginx from deploy/nginx.conf in front of
// next start, see scripts/start-production.sh). nginx reports what its cache did in X-Cache-Status.
test.skip(process.env.E2E_PRODUCTION !== '1', 'runs only with E2E_PRODUCTION=1 (behind nginx)');

// A page without prices, so its cached copy lives until the next build: a page that states prices lives
// 30 s, and one fetched by an earlier test can be answered STALE while nginx fetches it again.
const prerendered = '/about';

test('a prerendered page is answered from the cache on the second request', async ({ request }) => {
  const first = await request.get(prerendered);
  expect(first.status()).toBe(200);
  const second = await request.get(prerendered);
  expect(second.status()).toBe(200);
  expect(second.headers()['x-cache-status']).toBe('HIT');
  // Next's own headers are kept on the cached copy.
  expect(second.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(second.headers()['x-frame-options']).toBe('DENY');
  expect(await second.text()).toContain('</html>');
});

test('a request carrying a Supabase session cookie always reaches Node', async ({ request }) => {
  await request.get(prerendered); // stored for anonymous visitors
  for (const cookie of [
    'sb-x-auth-token=abc',
    'theme=dark; sb-x-auth-token.0=abc; sb-x-auth-token.1=def',
  ]) {
    for (let i = 0; i < 2; i++) {
      const res = await request.get(prerendered, { headers: { cookie } });
      expect(res.headers()['x-cache-status']).toBe('BYPASS');
    }
  }
});

test('build assets are served by nginx as immutable', async ({ request }) => {
  const html = await (await request.get(prerendered)).text();
  const src = html.match(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
  expect(src).toBeTruthy();
  const res = await request.get(src!);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('immutable');
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['x-cache-status']).toBeUndefined(); // never went to Node
});

test('a POST is never cached', async ({ request }) => {
  for (let i = 0; i < 3; i++) {
    const res = await request.post('/contact', { form: { message: 'hello' } });
    expect(res.headers()['x-cache-status'] ?? '').not.toBe('HIT');
  }
});

test('a response that sets a cookie is not stored, even when marked shareable', async ({
  request,
}) => {
  for (let i = 0; i < 3; i++) {
    const res = await request.get('/api/test-cookie');
    expect(res.headers()['set-cookie']).toContain('e2e-test-cookie=1');
    expect(res.headers()['x-cache-status']).toBe('MISS');
  }
});

test('a dynamic page is never stored', async ({ request }) => {
  for (let i = 0; i < 2; i++) {
    const res = await request.get('/database-test');
    expect(res.headers()['cache-control']).toContain('no-store');
    expect(res.headers()['x-cache-status']).toBe('MISS');
  }
});

test('the page language font is preloaded and served by nginx as immutable', async ({
  request,
}) => {
  const html = await (await request.get('/ar')).text();
  const href = html.match(/<link rel="preload" href="(\/fonts\/[^"]+\.woff2)" as="font"/)?.[1];
  expect(href).toMatch(/ibm-plex-sans-arabic/);
  const res = await request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toContain('immutable');
  expect(res.headers()['x-cache-status']).toBeUndefined(); // never went to Node
});
