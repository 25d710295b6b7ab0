import { expect, test } from '@playwright/test';

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
