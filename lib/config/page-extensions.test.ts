import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createValidFileMatcher } from 'next/dist/server/lib/find-page-file';
import { describe, expect, it } from 'vitest';
import { pageExtensions } from './page-extensions';

// Next's own matcher decides which files under app/ become routes; asking it (rather than re-stating
// the rule) checks the file names and the extension list together.
const appDir = path.resolve('app');
const files = (readdirSync(appDir, { recursive: true }) as string[]).map((f) =>
  path.join(appDir, f),
);
const testRoutes = files.filter((f) => /\.test-route\.tsx?$/.test(f));
const routesWith = (withTestRoutes: boolean) => {
  const matcher = createValidFileMatcher(pageExtensions(withTestRoutes), appDir);
  return files.filter((f) => matcher.isAppRouterPage(f)).map((f) => path.relative(appDir, f));
};

describe('test-only routes', () => {
  it('exist: the error page, the cookie response, the booking maker, its status setter, invoice maker and reminder clock', () => {
    expect(testRoutes.map((f) => path.relative(appDir, f)).sort()).toEqual([
      path.join('[locale]', '(site)', 'test-error', 'page.test-route.tsx'),
      path.join('api', 'test-booking-status', 'route.test-route.ts'),
      path.join('api', 'test-booking', 'route.test-route.ts'),
      path.join('api', 'test-cookie', 'route.test-route.ts'),
      path.join('api', 'test-invoice', 'route.test-route.ts'),
      path.join('api', 'test-reminder-due', 'route.test-route.ts'),
    ]);
  });

  it('are not routes of an ordinary build', () => {
    const routes = routesWith(false);
    expect(routes).toContain(path.join('[locale]', '(site)', 'about', 'page.tsx'));
    expect(routes.filter((r) => r.includes('test-'))).toEqual([]);
  });

  it('are routes of the end-to-end build', () => {
    const routes = routesWith(true);
    for (const f of testRoutes) expect(routes).toContain(path.relative(appDir, f));
  });
});
