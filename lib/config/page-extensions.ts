// Which files under app/ Next.js reads as routes. Test-only routes (app/**/page.test-route.tsx,
// app/**/route.test-route.ts: a page that throws, a response that sets a cookie) are routes only in
// a build made with ENABLE_TEST_ROUTES=1, which `npm run build:test` (the end-to-end build) sets; in
// any other build they are not compiled at all, so the path is the ordinary 404.
export const testRouteExtensions = ['test-route.tsx', 'test-route.ts'];

export function pageExtensions(withTestRoutes: boolean): string[] {
  return ['tsx', 'ts', 'jsx', 'js', ...(withTestRoutes ? testRouteExtensions : [])];
}
