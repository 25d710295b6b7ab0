import { execFileSync } from 'node:child_process';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { TEST_SERVICE_KEY } from '../../support/jwt';
import { randomClient, uniqueEmail } from './db';

// Workspace accounts for the e2e tests: signed up through the form, given a role with the same
// script staff use (npm run admin:grant, against the Supabase Auth stand-in), signed in.

const port = Number(process.env.E2E_PORT ?? 3100);
const standin = `http://localhost:${port + 50}`;
const password = 'Cool-air-2026';

/** Gives an account a workspace role (npm run admin:grant), or takes it away with role null. */
export function grantRole(email: string, role: 'staff' | 'admin' | null) {
  const args = role
    ? ['tsx', 'scripts/admin-grant.ts', email, '--role', role]
    : ['tsx', 'scripts/admin-grant.ts', email, '--revoke'];
  execFileSync('npx', args, {
    env: { ...process.env, SUPABASE_URL: standin, SUPABASE_SERVICE_ROLE_KEY: TEST_SERVICE_KEY },
    stdio: 'pipe',
  });
}

/**
 * A browser context signed in as a new account made through the sign-up form, with the role granted
 * before signing in (so the session's claims carry it): none, staff or admin.
 */
export async function signedInAs(
  browser: Browser,
  role: 'none' | 'staff' | 'admin',
): Promise<{ context: BrowserContext; page: Page; email: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail(`ws-${role}`);
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('auth-notice').or(page.getByTestId('auth-error'))).toBeVisible();
  if (role !== 'none') grantRole(email, role);
  // Each account its own client address, so the sign-in throttle never couples two tests.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
  await page.goto('/sign-in');
  const form = page.getByTestId('auth-signIn');
  await form.getByRole('textbox').first().fill(email);
  await form.locator('input[type=password]').fill(password);
  await form.getByRole('button').click();
  await expect(page.getByTestId(role === 'none' ? 'no-access' : 'admin-viewer')).toBeVisible();
  await page.setExtraHTTPHeaders({});
  return { context, page, email };
}
