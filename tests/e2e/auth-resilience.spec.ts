import { expect, test, type APIResponse } from '@playwright/test';
import { uniqueEmail } from './support/db';
import {
  encodeSession,
  forgedExpiredSession,
  sessionCookieName,
  signUpAtStandin,
  standin,
} from './support/session-cookie';

// What a browser meets when its session cookie is bad, or when the auth server cannot be reached: the
// site answers at once, as for a visitor who is signed out, and never with an error page.

const name = sessionCookieName;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** Hand-made session cookies, each one the site must take for "signed out". */
const badCookies: Record<string, Record<string, string>> = {
  'a garbage value': { [name]: 'garbage-value' },
  'base64- prefixed garbage': { [name]: 'base64-!!not*base64!!' },
  // The framework cannot even decode it, so it never reaches Supabase; it must not stay either.
  'an undecodable value': { [name]: 'base64-%%%' },
  'an expired JWT signed with a wrong key': {
    // The cookie claims an hour of validity left; the token inside says otherwise.
    [name]: encodeSession({ ...forgedExpiredSession(), expires_at: inAnHour() }),
  },
  'a refresh token the server does not know': { [name]: encodeSession(forgedExpiredSession()) },
  'a token whose payload is not JSON': {
    [name]: encodeSession({
      ...forgedExpiredSession(),
      access_token: 'aaaa.bbbb.cccc',
      expires_at: inAnHour(),
    }),
  },
  'garbage split into chunks': { [`${name}.0`]: 'base64-gar', [`${name}.1`]: 'bage' },
};

/** True when the response deletes the cookie: Max-Age=0 or an expiry in the past. */
function clears(response: APIResponse, cookie: string) {
  return response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie' && h.value.startsWith(`${cookie}=`))
    .some((h) => {
      if (/;\s*max-age=0(;|$)/i.test(h.value)) return true;
      const expires = h.value.match(/;\s*expires=([^;]+)/i)?.[1];
      return expires !== undefined && Date.parse(expires) < Date.now();
    });
}

for (const [label, cookies] of Object.entries(badCookies)) {
  test(`a session cookie with ${label} means signed out: no error, the cookie is cleared`, async ({
    request,
    browser,
  }) => {
    const header = Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; ');
    for (const path of ['/', '/ar', '/sign-in', '/admin']) {
      const response = await request.get(path, { headers: { cookie: header }, maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(400);
      for (const cookie of Object.keys(cookies))
        expect(clears(response, cookie), `${path} clears ${cookie}`).toBe(true);
      if (path === '/admin') expect(response.headers().location).toMatch(/\/sign-in$/);
    }

    // In a browser: the page shows no signed-in state, and the cookie is gone afterwards.
    const context = await browser.newContext();
    await context.addCookies(
      Object.entries(cookies).map(([n, value]) => ({
        name: n,
        value,
        domain: 'localhost',
        path: '/',
      })),
    );
    const page = await context.newPage();
    await page.goto('/sign-in');
    await expect(page.getByTestId('auth-signIn')).toBeVisible();
    await expect(page.getByTestId('account-menu')).toHaveCount(0);
    expect((await context.cookies()).filter((c) => c.name.startsWith(name))).toEqual([]);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/sign-in$/);
    await context.close();
  });
}

test('with an expired session and the auth server hanging, pages answer within seconds: public pages signed out, /admin says the sign-in service cannot be reached', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('hang');
  // A real session whose access token expires a second after sign-up: the next page needs a refresh.
  await request.post(`${standin}/__test/token-ttl`, { data: { email, seconds: 1 } });
  const session = await signUpAtStandin(email);
  const context = await browser.newContext();
  await context.addCookies([
    { name, value: encodeSession(session), domain: 'localhost', path: '/' },
  ]);
  await new Promise((r) => setTimeout(r, 1500));
  await request.post(`${standin}/__test/hang`, { data: { email, on: true } });
  try {
    const page = await context.newPage();
    const timed = async (path: string) => {
      const started = Date.now();
      const response = await page.goto(path, { timeout: 20_000 });
      return { seconds: (Date.now() - started) / 1000, status: response?.status() };
    };

    const home = await timed('/');
    expect(home.seconds).toBeLessThan(8);
    expect(home.status).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('account-menu')).toHaveCount(0);

    const admin = await timed('/admin');
    expect(admin.seconds).toBeLessThan(8);
    await expect(page.getByTestId('auth-unreachable')).toContainText(
      'The sign-in service cannot be reached right now.',
    );
    await expect(page.getByTestId('auth-unreachable').getByRole('link')).toHaveAttribute(
      'href',
      '/admin',
    );

    const adminAr = await timed('/ar/admin');
    expect(adminAr.seconds).toBeLessThan(8);
    await expect(page.getByTestId('auth-unreachable')).toContainText(
      'لا يمكن الوصول إلى خدمة تسجيل الدخول الآن.',
    );
    // The session was not thrown away: once the auth server answers again, it still works.
    expect((await context.cookies()).some((c) => c.name === name)).toBe(true);
    await request.post(`${standin}/__test/hang`, { data: { email, on: false } });
    // Tokens from here on live an hour: a 1 s token refreshed by the proxy could expire again before
    // a loaded machine renders the page, which would test the clock rather than the header.
    await request.post(`${standin}/__test/token-ttl`, { data: { email, seconds: 3600 } });
    // The proxy's internal "auth unreachable" mark cannot be sent by a client.
    await page.setExtraHTTPHeaders({ 'x-site-auth-unreachable': '1' });
    await page.goto('/admin');
    await expect(page.getByTestId('no-access')).toBeVisible();
  } finally {
    await request.post(`${standin}/__test/hang`, { data: { email, on: false } });
    await request.post(`${standin}/__test/token-ttl`, { data: { email, seconds: 3600 } });
    await context.close();
  }
});
