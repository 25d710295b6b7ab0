import { devices, expect, test } from '@playwright/test';
import { signedInAs } from './support/workspace-accounts';

test('the mobile menu opens by touch and leads to an emirate page', async ({ page }) => {
  await page.goto('/');
  const menu = page
    .getByRole('button', { name: 'Menu' })
    .or(page.locator('summary[aria-label="Menu"]'));
  await menu.tap();
  const nav = page.getByTestId('site-nav');
  await expect(nav).toBeVisible();
  await nav.locator('summary', { hasText: 'AC by emirate' }).tap();
  await nav.getByRole('link', { name: 'AC services in Fujairah' }).tap();
  await expect(page).toHaveURL(/\/fujairah\/ac-services$/);
  await expect(nav).toBeHidden();
});

test('the mobile menu works in Arabic with the keyboard', async ({ page }) => {
  await page.goto('/ar');
  const summary = page.locator('summary[aria-label="القائمة"]');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('site-nav')).toBeVisible();
  // The menu's links come right after its button in the keyboard order.
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('site-nav').locator('summary').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(summary).toBeFocused();
  await expect(page.getByTestId('site-nav')).toBeHidden();
});

test('no hydration error on the staff and public pages in a phone browser, in both languages', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await signedInAs(browser, 'admin');
  const storageState = await admin.context.storageState();
  await admin.context.close();
  const made = (await (await request.post('/api/test-booking?locale=ar')).json()) as {
    reference: string;
    day: string;
  };
  const context = await browser.newContext({ ...devices['Pixel 7'], storageState });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
  const pages = [
    '/admin',
    `/admin/schedule?day=${made.day}&view=day`,
    `/admin/schedule?day=${made.day}&view=week`,
    '/admin/dashboard',
    '/admin/technicians',
    '/admin/capacity',
    '/admin/prices',
    '/admin/team',
    '/',
    '/book?service=air-conditioning&propertyType=apartment&emirate=dubai',
    '/amc-plans',
    '/contact',
  ];
  for (const path of [...pages, ...pages.map((p) => `/ar${p === '/' ? '' : p}`)]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // A record page, reached from the pipeline.
  for (const prefix of ['', '/ar']) {
    await page.goto(`${prefix}/admin?q=${made.reference}`);
    await page.getByTestId('lead-table').getByRole('link').first().click();
    await expect(page.getByTestId('lead-detail')).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors.filter((e) => /hydrat|#418|#423|#425|did not match/i.test(e))).toEqual([]);
  await context.close();
});
