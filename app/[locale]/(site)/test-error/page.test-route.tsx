// A test-only route (see lib/config/page-extensions.ts): compiled only into `npm run build:test`, so
// the error screen can be checked in a real browser; in any other build /test-error is the 404.
export const dynamic = 'force-dynamic';

export default function TestErrorPage() {
  throw new Error('Deliberate error for the end-to-end test of the error screen');
}
