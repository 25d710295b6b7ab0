import { expect, test, type Page } from '@playwright/test';
import { allPages } from '../../lib/catalogue/pages';

// Every kind of page, in both languages, under the real Content-Security-Policy in Chromium: any
// script the policy blocks (an inline script whose hash or nonce is missing, a chunk from elsewhere)
// fails the test, and so would a policy that allows inline scripts wholesale.

function watchViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(`page error: ${error.message}`));
  return violations;
}

// Init scripts are injected by the browser's debugging protocol, outside the page's policy.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(
        `Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI} ${e.sample}`,
      ),
    );
  });
});

const kinds = new Map<string, string>();
for (const page of allPages()) if (!kinds.has(page.kind)) kinds.set(page.kind, page.path);
// Pages rendered on demand (nonce) besides the prerendered ones (hashes).
const dynamicPaths = [
  '/sign-in',
  '/sign-up',
  '/database-test',
  '/admin',
  '/no-such-page',
  '/services/no-such-service',
];

for (const locale of ['en', 'ar'] as const) {
  const localized = (path: string) =>
    locale === 'en' ? path : path === '/' ? '/ar' : `/ar${path}`;
  for (const path of [...kinds.values(), ...dynamicPaths].map(localized)) {
    test(`no CSP violation on ${path}`, async ({ page }) => {
      const violations = watchViolations(page);
      const response = await page.goto(path);
      const policy = (await response!.allHeaders())['content-security-policy'] ?? '';
      const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, path).toMatch(/'sha256-|'nonce-/);
      expect(scriptSrc, path).not.toContain("'unsafe-inline'");
      for (const directive of [
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ])
        expect(policy, path).toContain(directive);
      // Hydration ran (the page's scripts were allowed): the client-side language switcher is live.
      await page.waitForLoadState('networkidle');
      expect(violations, path).toEqual([]);
    });
  }
}

test('a form page validates in the browser and navigates client-side without a violation', async ({
  page,
}) => {
  const violations = watchViolations(page);
  await page.goto('/contact');
  const form = page.getByTestId('form-contact');
  await form.getByRole('button').click();
  await expect(form.getByText('Full name is required')).toBeVisible();
  // Footer links are plain server-rendered anchors; SoftNavigation hands them to the router, so the
  // page is not reloaded (a value set on window survives the navigation).
  await page.evaluate(() => ((window as unknown as { marker?: number }).marker = 1));
  await page.locator('footer a[href="/about"]').first().click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/contact/i);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('an injected inline script is blocked on a prerendered page', async ({ page }) => {
  const violations = watchViolations(page);
  await page.goto('/about');
  // The same script text the page would run, added as a new inline script: its hash is not listed.
  const ran = await page.evaluate(() => {
    (window as unknown as { injected?: boolean }).injected = false;
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected;
  });
  expect(ran).toBe(false);
  expect(violations.join('\n')).toMatch(/script-src/);
});
