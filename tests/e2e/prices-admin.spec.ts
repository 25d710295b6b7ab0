import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { TEST_SERVICE_KEY } from '../support/jwt';
import { formatAed, toFils } from '@/lib/pricing/money';
import { randomClient, uniqueEmail } from './support/db';
import { previewPrice, setPrice } from './support/price-admin';

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

/**
 * The diagnosis visit's row of a public price page, as its text without its "Book" link, fetched like
 * a visitor would.
 */
async function diagnosisRow(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const row =
    /<li[^>]*data-price-id="visit\.diagnosis"[^>]*>([\s\S]*?)<\/li>/.exec(html)?.[1] ?? '';
  return row
    .replace(/<a[\s>][\s\S]*?<\/a>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\s+/g, ' ')
    .trim();
}

/** Puts the diagnosis price back through the editor's own buttons (nothing to save if it is already). */
async function restoreDiagnosis(page: Page, amount: string) {
  await page.goto('/admin/prices');
  await page.getByRole('link', { name: 'Change: Diagnosis visit' }).click();
  const editor = page.getByTestId('price-editor');
  await previewPrice(page, amount);
  await expect(editor.getByTestId('price-preview')).toBeVisible();
  const save = editor.getByRole('button', { name: 'Save the new price' });
  if ((await save.count()) === 0) return;
  await save.click();
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
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(200_000);
  // A visitor's view, without the session (through nginx: the cache's view). Read once before the
  // change, so a proxy cache holds the page as it was. `next start` keeps the pages it rebuilt in
  // .next, so a page may still show an earlier run's change: the new price is one it does not show.
  const visitor = await playwright.request.newContext({ baseURL });
  const before = [
    await diagnosisRow(visitor, '/prices'),
    await diagnosisRow(visitor, '/ar/prices'),
  ];
  expect(before[0]).toMatch(/^Diagnosis visit AED \d+ per visit With 5% VAT: AED [\d.]+$/);
  expect(before[1]).toMatch(/^زيارة تشخيص العطل [\d.]+ \S+ للزيارة شاملًا ضريبة 5%: [\d.]+ درهم$/);
  const next = [
    { amount: '165', en: 'AED 165', enVat: 'AED 173.25', ar: '165 درهمًا', arVat: '173.25 درهم' },
    { amount: '175', en: 'AED 175', enVat: 'AED 183.75', ar: '175 درهمًا', arVat: '183.75 درهم' },
  ].find((c) => !before[0]!.includes(` ${c.en} `) && !before[1]!.includes(` ${c.ar} `))!;
  // Rendered per request, never stored by a shared cache (nginx): see the page for why.
  const cacheControl = (await visitor.get('/prices')).headers()['cache-control'];
  expect(cacheControl).toContain('no-store');
  expect(cacheControl).toContain('private');

  const admin = await signIn(page, 'prices', true);
  // Reached from the workspace's navigation (components/admin/WorkspaceNav.tsx).
  const pricesLink = page.getByTestId('workspace-nav').getByRole('link', { name: 'Prices' });
  await expect(pricesLink).toHaveAttribute('href', '/admin/prices');
  await pricesLink.click();
  await expect(page.locator('[data-price-id="visit.diagnosis"] [data-testid=current]')).toHaveText(
    'AED 150 per visit',
  );
  try {
    await page.getByRole('link', { name: 'Change: Diagnosis visit' }).click();
    const editor = page.getByTestId('price-editor');

    // Refused with its reason, and nothing to save.
    for (const [typed, error] of [
      ['0', 'The amount must be more than 0.'],
      ['165.555', 'Use at most two decimals.'],
      ['1000001', 'The amount can be at most AED 1,000,000.'],
    ] as const) {
      await previewPrice(page, typed);
      await expect(editor.getByTestId('price-error')).toHaveText(error);
      await expect(editor.getByRole('button', { name: 'Save the new price' })).toHaveCount(0);
    }

    await previewPrice(page, next.amount);
    const preview = editor.getByTestId('price-preview');
    await expect(preview.getByTestId('preview-change')).toHaveText(`AED 150 → ${next.en}`);
    await expect(preview.getByTestId('preview-en')).toHaveText(`${next.en} per visit`);
    await expect(preview.getByTestId('preview-ar')).toHaveText(`${next.ar} للزيارة`);
    await expect(preview.getByTestId('preview-sample')).toHaveText(
      'The instant estimate does not use this price; pages show it as it is.',
    );
    // The same preview in Arabic (the query string is the preview: it survives the language switch).
    await page.goto(`/ar/admin/prices?edit=visit.diagnosis&amount=${next.amount}`);
    const arabic = page.getByTestId('price-preview');
    await expect(arabic.getByRole('heading')).toHaveText('المعاينة');
    await expect(arabic.getByTestId('preview-change')).toHaveText(`150 درهمًا → ${next.ar}`);
    await expect(arabic.getByTestId('preview-en')).toHaveText(`${next.en} per visit`);

    // An estimate price previews its effect on a sample job.
    await page.goto('/admin/prices?edit=cleaning.split&amount=160');
    await expect(page.getByTestId('preview-sample')).toHaveText(
      '3 × Split unit: AED 450 – AED 585 → AED 480 – AED 624 before VAT; AED 472.50 – AED 614.25 → AED 504 – AED 655.20 with VAT',
    );

    // The Save form as a browser without JavaScript posts it: its hidden fields from the preview.
    const html = await (
      await page.request.get(`/admin/prices?edit=visit.diagnosis&amount=${next.amount}`)
    ).text();
    const saveForm = html.slice(html.indexOf('data-testid="price-preview"'));
    const fields: Record<string, string> = {};
    for (const m of saveForm.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?/g))
      fields[m[1]!] = (m[2] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&');
    expect(fields).toMatchObject({ id: 'visit.diagnosis', amount: next.amount, old: '15000' });
    const post = (request: APIRequestContext, amount: string) =>
      request.post('/admin/prices', {
        headers: { origin: baseURL! },
        multipart: { ...fields, amount },
        maxRedirects: 0,
      });
    // Posted by a signed-in user who is not staff (the proxy sends a stranger to sign in before any
    // action runs), the same form changes nothing: the action checks the role itself.
    // Other tests (and an earlier run on the same database) change prices too: the audit rows this test
    // reads are the ones its own admin made.
    const historyRows = page.getByTestId('price-history').locator('tbody tr');
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signIn(other, 'forger', false);
    expect((await post(other.request, '1')).status()).toBe(303);
    await otherContext.close();
    // It changed nothing: the price is still the one the preview started from.
    await page.goto('/admin/prices');
    await expect(
      page.locator('[data-price-id="visit.diagnosis"] [data-testid=current]'),
    ).toHaveText('AED 150 per visit');
    // Posted by the admin, it saves and answers with the editor's address (post/redirect/get).
    const saved = await post(page.request, next.amount);
    expect(saved.status()).toBe(303);
    expect(saved.headers()['location']).toBe('/admin/prices?saved=visit.diagnosis');
    await page.goto(saved.headers()['location']!);
    await expect(page.getByTestId('price-saved')).toBeVisible();
    await expect(
      page.locator('[data-price-id="visit.diagnosis"] [data-testid=current]'),
    ).toHaveText(`${next.en} per visit`);
    const row = historyRows.filter({ hasText: admin }).first();
    await expect(row.locator('td').nth(1)).toHaveText(admin);
    await expect(row.locator('td').nth(2)).toHaveText('Diagnosis visit');
    await expect(row.locator('td').nth(3)).toHaveText('AED 150');
    await expect(row.locator('td').nth(4)).toHaveText(next.en);
    await page.goto('/ar/admin/prices');
    const arabicRow = historyRows.filter({ hasText: admin }).first();
    await expect(arabicRow.locator('td').nth(2)).toHaveText('زيارة تشخيص العطل');
    await expect(arabicRow.locator('td').nth(4)).toHaveText(next.ar);

    // Every visitor, in both languages, within 60 s (nginx included) and without a rebuild.
    for (const [path, expected] of [
      ['/prices', `Diagnosis visit ${next.en} per visit With 5% VAT: ${next.enVat}`],
      ['/ar/prices', `زيارة تشخيص العطل ${next.ar} للزيارة شاملًا ضريبة 5%: ${next.arVat}`],
    ] as const)
      await expect
        .poll(() => diagnosisRow(visitor, path), { timeout: 65_000, intervals: [1_000] })
        .toBe(expected);
    // The page with the new price still runs its scripts under its Content-Security-Policy: every
    // inline script carries the response's nonce.
    for (const path of ['/prices', '/ar/prices']) {
      const response = await visitor.get(path);
      const nonce = /'nonce-([^']+)'/.exec(
        response.headers()['content-security-policy'] ?? '',
      )?.[1];
      expect(nonce, path).toBeTruthy();
      const html = await response.text();
      const inline = [
        ...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>/g),
      ];
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [tag] of inline) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
  } finally {
    await restoreDiagnosis(page, '150');
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
    // The page as it settles (fonts in, the blocks below the screen laid out): one CI run read 365 px
    // on /ar/prices mid-load, while the loaded page is 360 px wide.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
    await expect(
      page.getByRole('main').getByRole('link', { name: book, exact: true }),
    ).toHaveAttribute('href', path.startsWith('/ar') ? '/ar/book' : '/book');
  }
});

/** Sets a price through the editor's own buttons; nothing to save when it already has that amount. */
const setThroughEditor = (page: Page, name: string, amount: string) =>
  setPrice(page, '', name, amount);

test('a prerendered page that states a price shows a change within a minute, and its scripts still run under its policy', async ({
  page,
  playwright,
}) => {
  test.setTimeout(150_000);
  // A price only this test reads: the painting pages' three-bedroom villa.
  await signIn(page, 'painting-prices', true);
  const visitor = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  const amount = String(7600 + Math.floor(Math.random() * 90) * 10);
  const en = formatAed(toFils(Number(amount)), 'en');
  const ar = formatAed(toFils(Number(amount)), 'ar');
  try {
    await setThroughEditor(page, 'Three-bedroom villa', amount);
    // Every response, whichever version of the page it is, must allow each of its own inline scripts:
    // the page is rendered again (its scripts change with the price) while visitors keep asking.
    const refusedScripts = async (path: string) => {
      const response = await visitor.get(path);
      const policies = response
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'content-security-policy');
      const html = await response.text();
      const policy = policies[0]?.value ?? '';
      const refused = [
        ...html.matchAll(
          /<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g,
        ),
      ].filter(
        ([, body]) =>
          !policy.includes(
            `'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`,
          ),
      );
      return { html, policies: policies.length, refused: refused.length };
    };
    const mismatches: string[] = [];
    for (const [path, expected] of [
      ['/fujairah/painting-services', en],
      ['/ar/fujairah/painting-services', ar],
    ] as const) {
      // Within a minute the page states the new amount. Each poll asks four times at once, so that
      // some requests arrive while the page is being written again.
      await expect
        .poll(
          async () => {
            const seen = await Promise.all([1, 2, 3, 4].map(() => refusedScripts(path)));
            for (const { policies, refused } of seen)
              if (policies !== 1 || refused)
                mismatches.push(`${path}: ${policies} policies, ${refused} refused`);
            return seen.some(({ html }) => html.includes(expected)) ? 'new amount' : 'old amount';
          },
          { timeout: 65_000, intervals: [1_000] },
        )
        .toBe('new amount');
      // And it stays so.
      for (let i = 0; i < 3; i++) {
        const { html, policies, refused } = await refusedScripts(path);
        expect(html).toContain(expected);
        if (policies !== 1 || refused)
          mismatches.push(`${path}: ${policies} policies, ${refused} refused`);
      }
    }
    expect(mismatches).toEqual([]);
  } finally {
    await setThroughEditor(page, 'Three-bedroom villa', '7500');
    await visitor.dispose();
  }
});
