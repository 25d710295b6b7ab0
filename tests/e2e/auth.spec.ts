import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { TEST_SERVICE_KEY } from '../support/jwt';
import { randomClient, uniqueEmail } from './support/db';
import { backdateFormStart } from './support/forms';

const port = Number(process.env.E2E_PORT ?? 3100);
const standin = `http://localhost:${port + 50}`;
const password = 'Cool-air-2026';
/** Names accept letters only, so a unique name is spelled in letters. */
const uniqueName = (prefix: string) =>
  `${prefix} ${Date.now()
    .toString(36)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

/** Makes an account an admin the way the owner does: npm run admin:grant. */
function grantAdmin(email: string) {
  execFileSync('npx', ['tsx', 'scripts/admin-grant.ts', email], {
    env: { ...process.env, SUPABASE_URL: standin, SUPABASE_SERVICE_ROLE_KEY: TEST_SERVICE_KEY },
    stdio: 'pipe',
  });
}

async function signUp(page: Page, email: string, pass = password) {
  await page.goto('/sign-up');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(pass);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The answer (and the session cookies it may carry) must arrive before the next navigation.
  await expect(page.getByTestId('auth-notice').or(page.getByTestId('auth-error'))).toBeVisible();
}

async function signIn(page: Page, email: string, pass = password, prefix = '') {
  // Each sign-in from an address of its own: the site throttles failures per client address too.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
  await page.goto(`${prefix}/sign-in`);
  const form = page.getByTestId('auth-signIn');
  await form.getByRole('textbox').first().fill(email);
  await form.locator('input[type=password]').fill(pass);
  await form.getByRole('button').click();
}

/** A lead sent through the real contact form, to find in the inbox. */
async function sendLead(page: Page, name: string, email: string) {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': randomClient() });
  await page.goto('/contact');
  const form = page.getByTestId('form-contact');
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone number').fill('052 765 4321');
  await form.getByLabel('Message').fill('Please service three split units in our Mirdif villa.');
  await backdateFormStart(form);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('form-success')).toContainText('Message Sent Successfully!');
  // The browser talks to the auth server across origins: no extra headers there (CORS would refuse).
  await page.setExtraHTTPHeaders({});
}

test.describe.configure({ mode: 'serial' });

test('auth errors are clear and localised: weak password with reasons, wrong password, throttle; a taken address gets the same answer as a new one', async ({
  page,
}) => {
  const email = uniqueEmail('weak');
  await signUp(page, email, 'short');
  const alert = page.getByTestId('auth-error');
  await expect(alert).toContainText('Choose a stronger password.');
  await expect(alert).toContainText('It must be at least 8 characters long.');
  await expect(alert).toContainText('It must mix letters and digits.');
  await signUp(page, email, 'password123');
  await expect(page.getByTestId('auth-error')).toContainText('It appears in known data breaches');

  await signUp(page, email);
  await expect(page.getByTestId('auth-notice')).toContainText(
    'An administrator must grant you access',
  );
  await signUp(page, email);
  await expect(page.getByTestId('auth-notice')).toContainText(
    'An administrator must grant you access',
  );
  await expect(page.getByTestId('auth-error')).toHaveCount(0);

  await signIn(page, email, 'Wrong-password-1');
  await expect(page.getByTestId('auth-error')).toContainText(
    'The e-mail or password is not right.',
  );
  await signIn(page, email, 'Wrong-password-1', '/ar');
  await expect(page.getByTestId('auth-error')).toContainText(
    'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  );
  // The fifth failure locks the account: the sixth attempt is refused by the site itself.
  for (let i = 0; i < 4; i++) await signIn(page, email, 'Wrong-password-1');
  await expect(page.getByTestId('auth-error')).toContainText('Too many attempts. Try again in');
});

test('an unconfirmed e-mail cannot sign in until it is confirmed', async ({ page, request }) => {
  const email = uniqueEmail('unconfirmed');
  await request.post(`${standin}/__test/confirm-email`, { data: { email, on: true } });
  try {
    await signUp(page, email);
    await expect(page.getByTestId('auth-notice')).toContainText('Check your inbox');
    await signIn(page, email);
    await expect(page.getByTestId('auth-error')).toContainText('Confirm your e-mail address first');
  } finally {
    await request.post(`${standin}/__test/confirm-email`, { data: { email, on: false } });
  }
});

test('a signed-in user who is not an admin sees no leads, anywhere', async ({ page, browser }) => {
  const leadName = uniqueName('Private Lead');
  await sendLead(page, leadName, uniqueEmail('private'));
  const email = uniqueEmail('staff');
  await signUp(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId('no-access')).toContainText('No access');
  await expect(page.getByTestId('staff-bar').getByTestId('account-menu')).toBeVisible();
  expect(await page.content()).not.toContain(leadName);
  const csv = await page.request.get('/admin/export');
  expect(csv.status()).toBe(404);
  expect(await csv.text()).not.toContain(leadName);

  // A visitor with no session: redirected, and the tricks that skip the proxy find nothing either.
  const visitor = await browser.newContext();
  const anon = await visitor.request.get('/admin', { maxRedirects: 0 });
  expect([302, 303, 307, 308]).toContain(anon.status());
  for (const [path, headers] of [
    ['/admin', { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' }],
    [
      '/en/admin',
      { 'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware' },
    ],
    ['/admin', { RSC: '1', 'Next-Router-Prefetch': '1' }],
    ['/admin.rsc', {}],
    ['/admin/export', { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' }],
  ] as const) {
    const response = await visitor.request.get(path, { headers, maxRedirects: 0 });
    expect(await response.text(), path).not.toContain(leadName);
  }
  await visitor.close();

  await page.getByTestId('no-access').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect((await page.request.get('/admin', { maxRedirects: 0 })).status()).toBe(307);
});

test('an admin filters the inbox, changes a status with a note, exports CSV; a replayed action without a session changes nothing', async ({
  page,
  browser,
}) => {
  const leadName = uniqueName('Inbox Lead');
  const leadEmail = uniqueEmail('inbox');
  await sendLead(page, leadName, leadEmail);
  const email = uniqueEmail('admin');
  await signUp(page, email);
  grantAdmin(email);
  await signIn(page, email);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead inbox');
  // The inbox sits in the staff layout: its bar with the account menu, no public header or footer.
  await expect(page.getByTestId('staff-bar').getByTestId('account-menu')).toContainText(
    'Lead inbox',
  );
  await expect(page.getByTestId('site-nav')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  await page.getByLabel('Name, phone, e-mail or reference').fill(leadName);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('lead-table').getByRole('row')).toHaveCount(2);
  await page.getByTestId('lead-table').getByRole('link', { name: leadName }).click();
  const detail = page.getByTestId('lead-detail');
  await expect(detail).toBeVisible();
  const leadUrl = page.url();
  await expect(detail).toContainText('+971527654321');
  // The reference the customer's confirmation gave finds the same record.
  const reference = (await detail.getByTestId('lead-reference').textContent())!;
  expect(reference).toMatch(/^RQ-[0-9A-F]{8}$/);
  expect(leadUrl.split('/').at(-1)!.slice(0, 8).toUpperCase()).toBe(reference.slice(3));
  await expect(detail).toContainText('No marketing messages');
  await expect(detail.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/971527654321/,
  );
  await page.getByLabel('New status').selectOption('contacted');
  await page
    .getByLabel('Note (what was agreed, next step)')
    .fill('Called, survey booked for Tuesday.');
  const actionRequest = page.waitForRequest(
    (r) => r.method() === 'POST' && /\/admin\//.test(r.url()),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const captured = await actionRequest;
  await expect(page.getByRole('status')).toContainText('Status saved.');
  await page.reload();
  await expect(page.getByTestId('lead-history')).toContainText(`New → Contacted by ${email}`);
  await expect(page.getByTestId('lead-history')).toContainText(
    'Called, survey booked for Tuesday.',
  );

  await page.goto(`/admin?status=contacted&q=${encodeURIComponent(leadName)}`);
  await expect(page.getByTestId('lead-table')).toContainText(leadName);
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const file = await download;
  const csv = await (await file.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString('utf8');
  expect(text).toContain(leadName);
  expect(text.split('\r\n').filter(Boolean)).toHaveLength(2);

  // The same server-action request, replayed without the session cookies, must change nothing.
  const headers = Object.fromEntries(
    Object.entries(captured.headers()).filter(
      ([k]) => !['cookie', 'content-length'].includes(k.toLowerCase()),
    ),
  );
  const visitor = await browser.newContext();
  // A made-up session cookie gets the request past the proxy's redirect, straight to the action.
  const replay = await visitor.request.post(captured.url(), {
    headers: { ...headers, cookie: 'sb-localhost-auth-token=base64-e30' },
    data: captured.postDataBuffer()!,
    maxRedirects: 0,
  });
  expect(await replay.text()).not.toContain(leadEmail);
  await visitor.close();
  await page.goto(leadUrl);
  await expect(page.getByTestId('lead-history').getByRole('listitem')).toHaveCount(1);

  await page.goto('/ar/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('صندوق الاستفسارات');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test('an expired access token is refreshed with the refresh token, and sign-out ends the session', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('refresh');
  await signUp(page, email);
  grantAdmin(email);
  // supabase-js refreshes a token that has less than 90 s left; 95 s gives a few seconds of validity.
  await request.post(`${standin}/__test/token-ttl`, { data: { email, seconds: 95 } });
  try {
    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead inbox');
    const refreshes = async () =>
      (
        await (
          await request.get(`${standin}/__test/stats?email=${encodeURIComponent(email)}`)
        ).json()
      ).refreshes as number;
    const before = await refreshes();
    // The token enters supabase-js's refresh margin about five seconds after it was issued (on the
    // real clock: Supabase's tokens are not the server's business clock). Rather than sleeping past
    // that, the page is opened again until the server has refreshed it, signed in each time.
    await expect
      .poll(
        async () => {
          await page.reload();
          await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lead inbox');
          return refreshes();
        },
        { timeout: 20_000, intervals: [1_000] },
      )
      .toBeGreaterThan(before);
  } finally {
    await request.post(`${standin}/__test/token-ttl`, { data: { email, seconds: 3600 } });
  }
  await page.getByTestId('admin-viewer').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('without Supabase every auth page and /admin answer 404 in both languages, with no setup text', async ({
  request,
}) => {
  const other = `http://localhost:${port + 1}`;
  for (const prefix of ['', '/ar'])
    for (const path of ['/sign-in', '/sign-up', '/forgot-password', '/reset-password', '/admin']) {
      const response = await request.get(`${other}${prefix}${path}`);
      expect(response.status(), `${prefix}${path}`).toBe(404);
      const html = await response.text();
      expect(html).not.toMatch(/SUPABASE|npm run|Supabase/);
    }
  // The public footer offers no staff sign-in that would lead there. (A static page: a page that
  // revalidates, such as the home page with its prices, may have been rendered again by the other
  // server of this test run, which shares its build folder and does have Supabase.)
  const about = await (await request.get(`${other}/about`)).text();
  expect(about).not.toContain('href="/sign-in"');
});

test("the form checks its input in the browser, in the visitor's language, before anything is sent", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') posts.push(r.url());
  });
  await page.goto('/sign-in');
  await page.getByTestId('auth-signIn').getByRole('button').click();
  await expect(page.getByTestId('auth-error')).toContainText('Email is required');
  await expect(page.getByTestId('auth-error')).toContainText('Password is required');
  await page.goto('/ar/forgot-password');
  await page.getByTestId('auth-forgot').locator('input[type=email]').fill('not-an-address');
  await page.getByTestId('auth-forgot').getByRole('button').click();
  await expect(page.getByTestId('auth-error')).toContainText('البريد الإلكتروني غير صالح');
  expect(posts).toEqual([]);
});

test("with the auth server unreachable, every form says so in the visitor's language (no error page)", async ({
  page,
  request,
}) => {
  const email = uniqueEmail('down');
  await request.post(`${standin}/__test/down`, { data: { email, on: true } });
  try {
    await signIn(page, email);
    await expect(page.getByTestId('auth-error')).toContainText(
      'We could not reach the sign-in service.',
    );
    await signIn(page, email, password, '/ar');
    await expect(page.getByTestId('auth-error')).toContainText(
      'تعذّر الوصول إلى خدمة تسجيل الدخول.',
    );
    await signUp(page, email);
    await expect(page.getByTestId('auth-error')).toContainText(
      'We could not reach the sign-in service.',
    );
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByTestId('auth-error')).toContainText(
      'We could not reach the sign-in service.',
    );
    await expect(page.getByRole('button', { name: 'Send the link' })).toBeEnabled();
  } finally {
    await request.post(`${standin}/__test/down`, { data: { email, on: false } });
  }
});

test('forgot password e-mails a link; in the browser that asked, it sets a new password that then works, and the old one no longer does', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('recover-link');
  await signUp(page, email);
  await expect(page.getByTestId('auth-notice')).toContainText('Check your inbox');
  // Someone who is not signed in asks for the link, in Arabic.
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const toAuthServer: string[] = [];
  visitor.on('request', (r) => {
    if (r.url().startsWith(standin)) toAuthServer.push(r.url());
  });
  await visitor.goto('/ar/forgot-password');
  await visitor.getByTestId('auth-forgot').locator('input[type=email]').fill(email);
  await visitor.getByRole('button', { name: 'أرسل الرابط' }).click();
  await expect(visitor.getByTestId('auth-notice')).toContainText(
    'فرابط اختيار كلمة مرور جديدة في طريقه إليك',
  );

  // The link in the e-mail goes to the auth server, which sends the browser back to the site's reset
  // page (SITE_URL, the production origin in this run) with a one-time code.
  const { link } = await (
    await request.get(`${standin}/__test/recovery-link?email=${encodeURIComponent(email)}`)
  ).json();
  const answer = await request.get(link, { maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  const back = new URL(answer.headers().location!);
  expect(`${back.origin}${back.pathname}`).toBe('https://www.example.ae/ar/reset-password');
  expect(back.searchParams.get('code')).toBeTruthy();
  const resetUrl = `${back.pathname}${back.search}`;

  // Opened in another browser, the link cannot work: the code's verifier is in the asking browser's cookies.
  const elsewhere = await browser.newContext();
  const other = await elsewhere.newPage();
  await other.goto(resetUrl);
  await other.locator('input[type=password]').fill('New-cool-air-2027');
  await other.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click();
  await expect(other.getByTestId('auth-error')).toContainText(
    'افتح الرابط المرسل في رسالة كلمة المرور أولًا',
  );
  await elsewhere.close();

  await visitor.goto(resetUrl);
  await visitor.locator('input[type=password]').fill('New-cool-air-2027');
  await visitor.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click();
  await expect(visitor.getByTestId('auth-notice')).toContainText('تم تغيير كلمة المرور.');
  await expect(visitor).toHaveURL(/\/ar\/reset-password$/);

  await signIn(visitor, email, password);
  await expect(visitor.getByTestId('auth-error')).toContainText(
    'The e-mail or password is not right.',
  );
  await signIn(visitor, email, 'New-cool-air-2027');
  await expect(visitor).toHaveURL(/\/admin$/);
  // The browser never talked to the auth server itself: the site did.
  expect(toAuthServer).toEqual([]);
  await context.close();
});

test('forgot password sends the recovery request; a signed-in user sets a new password and uses it', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('recover');
  await signUp(page, email);
  // A sign-up signs nobody in (that would tell a new address from a taken one): sign in first.
  await signIn(page, email);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByTestId('auth-notice')).toContainText(
    'a link to choose a new password is on its way',
  );
  expect(await (await request.get(`${standin}/__test/recoveries`)).json()).toContain(email);

  await page.goto('/ar/reset-password');
  await page.locator('input[type=password]').fill('New-cool-air-2027');
  await page.getByRole('button', { name: 'احفظ كلمة المرور الجديدة' }).click();
  await expect(page.getByTestId('auth-notice')).toContainText('تم تغيير كلمة المرور.');
  await signIn(page, email, 'New-cool-air-2027');
  await expect(page).toHaveURL(/\/admin$/);
});
