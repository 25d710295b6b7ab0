import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_SERVICE_KEY } from '../support/jwt';
import { randomClient, uniqueEmail } from './support/db';

// Staff change a price and every visitor sees it, in both languages, within a minute: through
// `next start` and (E2E_PRODUCTION=1) through nginx and its cache. The diagnosis visit is put back
// to its list price at the end, for the tests that read it.

const port = Number(process.env.E2E_PORT ?? 3100);
const standin = `http://localhost:${port + 50}`;
const password = 'Cool-air-2026';

/** An account made through the sign-up form, optionally granted admin (npm run admin:grant), signed in. */
async function signIn(page: Page, who: string, admin: boolean) {
  const email = uniqueEmail(who);
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByTestId('auth-notice').or(page.getByTestId('auth-error'))).toBeVisible();
  if (admin)
    execFileSync('npx', ['tsx', 'scripts/admin-grant.ts', email], {
      env: { ...process.env, SUPABASE_URL: standin, SUPABASE_SERVICE_ROLE_KEY: TEST_SERVICE_KEY },
      stdio: 'pipe',
    });
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
  await page.goto('/sign-in');
  const form = page.getByTestId('auth-signIn');
  await form.getByRole('textbox').first().fill(email);
  await form.locator('input[type=password]').fill(password);
  await form.getByRole('button').click();
  await expect(page.getByTestId(admin ? 'admin-viewer' : 'no-access')).toBeVisible();
  await page.setExtraHTTPHeaders({});
  return email;
}

/** The diagnosis visit's row of a public price page, as its text, fetched like a visitor would. */
async function diagnosisRow(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const row =
    /<li[^>]*data-price-id="visit\.diagnosis"[^>]*>([\s\S]*?)<\/li>/.exec(html)?.[1] ?? '';
  return row
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ')
    .trim();
}

/** Previews and saves a new diagnosis price as the signed-in admin. */
async function changeDiagnosis(page: Page, amount: string) {
  await page.goto('/admin/prices');
  await page.getByRole('link', { name: 'Change: Diagnosis visit' }).click();
  const editor = page.getByTestId('price-editor');
  await editor.getByLabel('New amount in AED, before VAT').fill(amount);
  await editor.getByRole('button', { name: 'Preview' }).click();
  await editor.getByRole('button', { name: 'Save the new price' }).click();
  await expect(page.getByTestId('price-saved')).toHaveText(
    'Saved: Diagnosis visit. Price pages show the new amount within a minute.',
  );
}

test('nobody but an admin gets the price editor', async ({ browser }) => {
  const anonymous = await browser.newContext();
  const stranger = await anonymous.newPage();
  await stranger.goto('/admin/prices');
  await expect(stranger).toHaveURL(/\/sign-in$/);
  await expect(stranger.getByTestId('staff-prices')).toHaveCount(0);
  await anonymous.close();

  const other = await browser.newContext();
  const user = await other.newPage();
  await signIn(user, 'notstaff', false);
  for (const path of ['/admin/prices', '/ar/admin/prices?edit=visit.diagnosis&amount=1']) {
    await user.goto(path);
    await expect(user.getByTestId('no-access')).toBeVisible();
    await expect(user.getByTestId('staff-prices')).toHaveCount(0);
    await expect(user.getByTestId('price-editor')).toHaveCount(0);
  }
  await other.close();
});

test('an admin previews a price in both languages, saves it, sees it audited, and every visitor sees it within a minute', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(200_000);
  // A visitor's view, without the session (through nginx: the cache's view). Read once before the
  // change, so a proxy cache holds the old page.
  const visitor = await playwright.request.newContext({ baseURL });
  expect(await diagnosisRow(visitor, '/prices')).toBe(
    'Diagnosis visit AED 150 per visit With 5% VAT: AED 157.50',
  );
  expect(await diagnosisRow(visitor, '/ar/prices')).toBe(
    'زيارة تشخيص العطل 150 درهمًا للزيارة شاملًا ضريبة 5٪: 157.50 درهم',
  );
  const cacheControl = (await visitor.get('/prices')).headers()['cache-control'];
  expect(cacheControl).toMatch(/(^|[ ,])s-maxage=60(,|$)/);

  const admin = await signIn(page, 'prices', true);
  await expect(page.getByTestId('edit-prices')).toHaveText('Edit prices');
  await page.getByTestId('edit-prices').click();
  await expect(page.locator('[data-price-id="visit.diagnosis"] [data-testid=current]')).toHaveText(
    'AED 150 per visit',
  );
  try {
    await page.getByRole('link', { name: 'Change: Diagnosis visit' }).click();
    const editor = page.getByTestId('price-editor');
    const amount = editor.getByLabel('New amount in AED, before VAT');

    // Refused with its reason, and nothing to save.
    for (const [typed, error] of [
      ['0', 'The amount must be more than 0.'],
      ['165.555', 'Use at most two decimals.'],
      ['1000001', 'The amount can be at most AED 1,000,000.'],
    ] as const) {
      await amount.fill(typed);
      await editor.getByRole('button', { name: 'Preview' }).click();
      await expect(editor.getByTestId('price-error')).toHaveText(error);
      await expect(editor.getByRole('button', { name: 'Save the new price' })).toHaveCount(0);
    }

    await amount.fill('165');
    await editor.getByRole('button', { name: 'Preview' }).click();
    const preview = editor.getByTestId('price-preview');
    await expect(preview.getByTestId('preview-change')).toHaveText('AED 150 → AED 165');
    await expect(preview.getByTestId('preview-en')).toHaveText('AED 165 per visit');
    await expect(preview.getByTestId('preview-ar')).toHaveText('165 درهمًا للزيارة');
    await expect(preview.getByTestId('preview-sample')).toHaveText(
      'The instant estimate does not use this price; pages show it as it is.',
    );
    // The same preview in Arabic (the query string is the preview: it survives the language switch).
    await page.goto('/ar/admin/prices?edit=visit.diagnosis&amount=165');
    const arabic = page.getByTestId('price-preview');
    await expect(arabic.getByRole('heading')).toHaveText('المعاينة');
    await expect(arabic.getByTestId('preview-change')).toHaveText('150 درهمًا → 165 درهمًا');
    await expect(arabic.getByTestId('preview-en')).toHaveText('AED 165 per visit');

    // An estimate price previews its effect on a sample job.
    await page.goto('/admin/prices?edit=cleaning.split&amount=160');
    await expect(page.getByTestId('preview-sample')).toHaveText(
      '3 × Split unit: AED 450 – AED 585 → AED 480 – AED 624 before VAT; AED 472.50 – AED 614.25 → AED 504 – AED 655.20 with VAT',
    );

    await changeDiagnosis(page, '165');
    await expect(
      page.locator('[data-price-id="visit.diagnosis"] [data-testid=current]'),
    ).toHaveText('AED 165 per visit');
    const row = page.getByTestId('price-history').locator('tbody tr').first();
    await expect(row.locator('td').nth(1)).toHaveText(admin);
    await expect(row.locator('td').nth(2)).toHaveText('Diagnosis visit');
    await expect(row.locator('td').nth(3)).toHaveText('AED 150');
    await expect(row.locator('td').nth(4)).toHaveText('AED 165');
    await page.goto('/ar/admin/prices');
    const arabicRow = page.getByTestId('price-history').locator('tbody tr').first();
    await expect(arabicRow.locator('td').nth(2)).toHaveText('زيارة تشخيص العطل');
    await expect(arabicRow.locator('td').nth(4)).toHaveText('165 درهمًا');

    // Every visitor, in both languages, within 60 s (nginx included) and without a rebuild.
    for (const [path, expected] of [
      ['/prices', 'Diagnosis visit AED 165 per visit With 5% VAT: AED 173.25'],
      ['/ar/prices', 'زيارة تشخيص العطل 165 درهمًا للزيارة شاملًا ضريبة 5٪: 173.25 درهم'],
    ] as const)
      await expect
        .poll(() => diagnosisRow(visitor, path), { timeout: 65_000, intervals: [1_000] })
        .toBe(expected);
  } finally {
    await changeDiagnosis(page, '150');
    await visitor.dispose();
  }
});

test('the price list reads on a 360 px phone without scrolling sideways, in both languages', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const [path, heading, book] of [
    ['/prices', 'Our prices', 'Book a visit'],
    ['/ar/prices', 'أسعارنا', 'احجز زيارة'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('[data-group="amc"] li')).toHaveCount(7);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: book, exact: true }),
    ).toHaveAttribute('href', path.startsWith('/ar') ? '/ar/book' : '/book');
  }
});
