import { execFileSync } from 'node:child_process';
import { expect, type Page } from '@playwright/test';
import { TEST_SERVICE_KEY } from '../../support/jwt';
import { randomClient, uniqueEmail } from './db';

// An admin made through the sign-up form and admin:grant, and a price changed through the editor's own
// buttons (as tests/e2e/prices-admin.spec.ts does), for tests that change prices on one server.

const port = Number(process.env.E2E_PORT ?? 3100);
const standin = `http://localhost:${port + 50}`;
const password = 'Cool-air-2026';

/** Signs `page` in as a new admin, through `origin` (cookies then hold for every port of localhost). */
export async function signInAdmin(page: Page, who: string, origin: string) {
  const email = uniqueEmail(who);
  await page.goto(`${origin}/sign-up`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('auth-notice').or(page.getByTestId('auth-error'))).toBeVisible();
  execFileSync('npx', ['tsx', 'scripts/admin-grant.ts', email], {
    env: { ...process.env, SUPABASE_URL: standin, SUPABASE_SERVICE_ROLE_KEY: TEST_SERVICE_KEY },
    stdio: 'pipe',
  });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
  await page.goto(`${origin}/sign-in`);
  const form = page.getByTestId('auth-signIn');
  await form.getByRole('textbox').first().fill(email);
  await form.locator('input[type=password]').fill(password);
  await form.getByRole('button').click();
  await expect(page.getByTestId('admin-viewer')).toBeVisible();
  await page.setExtraHTTPHeaders({});
}

/**
 * Types `amount` into the open price editor and asks for its preview (a GET form: a new page). Types
 * only into a page that has finished loading, and returns once the page that answers, the one for this
 * very amount, has loaded: only then may its error or preview be read, or the next amount typed. (A CI
 * run once read the error of the amount typed before: the test read a page that was not yet the answer
 * to what it had asked.)
 */
export async function previewPrice(page: Page, amount: string) {
  const field = () => page.getByTestId('price-editor').getByLabel(/^New (amount|discount)/);
  await expect(field()).toBeVisible();
  await page.waitForLoadState();
  await field().fill(amount);
  await expect(field()).toHaveValue(amount);
  const answered = page.waitForURL((url) => url.searchParams.get('amount') === amount);
  await page.getByTestId('price-editor').getByRole('button', { name: 'Preview' }).click();
  await answered;
  await expect(field()).toHaveValue(amount);
}

/** Sets price `name` to `amount` AED through the editor on the server at `origin`. */
export async function setPrice(page: Page, origin: string, name: string, amount: string) {
  await page.goto(`${origin}/admin/prices`);
  await page.getByRole('link', { name: `Change: ${name}` }).click();
  const editor = page.getByTestId('price-editor');
  await previewPrice(page, amount);
  await expect(editor.getByTestId('price-preview')).toBeVisible();
  const save = editor.getByRole('button', { name: 'Save the new price' });
  if ((await save.count()) === 0) return;
  await save.click();
  // The save writes the price, marks every page built with it stale in the shared cache and renders
  // the editor again: with two instances and the other test workers on two cores, this once took longer
  // than the default 5 s. The address says the action answered; then its message must show.
  await page.waitForURL((url) => url.searchParams.get('saved') !== null, { timeout: 20_000 });
  await expect(page.getByTestId('price-saved')).toBeVisible();
}
