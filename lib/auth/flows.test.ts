import net from 'node:net';
import { createServerClient } from '@supabase/ssr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ANON_KEY } from '@/tests/support/jwt';
import { startSupabaseStandin } from '@/tests/support/supabase-auth-standin';
import { runAuthFlow } from './flows';

// The auth forms' server-side flows against the Supabase Auth stand-in (its HTTP contract, real JWTs),
// each "browser" a cookie jar handed to @supabase/ssr's server client as the action's cookies() would be.

const urls = { siteOrigin: 'https://www.example.ae', resetPath: '/ar/reset-password' };
const password = 'Cool-air-2026';
let n = 0;
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${n++}@example.ae`;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, 'localhost', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

class Jar {
  cookies = new Map<string, string>();
  names = () => [...this.cookies.keys()];
}

function client(url: string, jar: Jar) {
  return createServerClient(url, TEST_ANON_KEY, {
    cookies: {
      getAll: () => [...jar.cookies].map(([name, value]) => ({ name, value })),
      setAll: (list) => {
        for (const { name, value, options } of list) {
          if (!value || options.maxAge === 0) jar.cookies.delete(name);
          else jar.cookies.set(name, value);
        }
      },
    },
  });
}

let standin: { url: string; close: () => Promise<void> };
let confirming: { url: string; close: () => Promise<void> };
let down: string;
const logged: unknown[][] = [];

beforeAll(async () => {
  standin = await startSupabaseStandin({ port: await freePort() });
  confirming = await startSupabaseStandin({ port: await freePort(), confirmEmail: true });
  down = `http://localhost:${await freePort()}`; // nothing listens there
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, level).mockImplementation((...args) => void logged.push(args));
});
afterAll(async () => {
  vi.restoreAllMocks();
  await standin.close();
  await confirming.close();
});
afterEach(() => {
  // Whatever was logged, never a password.
  const text = JSON.stringify(logged);
  for (const secret of [password, 'New-cool-air-2026', 'New-cool-air-2027', 'Wrong-password-1'])
    expect(text).not.toContain(secret);
});

async function signedUp(url = standin.url) {
  const email = uniqueEmail('user');
  expect(await runAuthFlow(client(url, new Jar()), 'signUp', { email, password }, urls)).toEqual({
    ok: true,
    notice: 'signUp.checkEmail',
  });
  return email;
}

/** What the user's browser does with the e-mail's link: the auth server answers with the site's reset URL. */
async function followRecoveryLink(email: string): Promise<URL> {
  const { link } = (await (
    await fetch(`${standin.url}/__test/recovery-link?email=${encodeURIComponent(email)}`)
  ).json()) as { link: string };
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

describe('input checks (before any request)', () => {
  it('gives the same keys as the form', async () => {
    const c = client(down, new Jar());
    expect(await runAuthFlow(c, 'signIn', {}, urls)).toEqual({
      ok: false,
      errors: ['emailRequired', 'passwordRequired'],
    });
    expect(await runAuthFlow(c, 'signUp', { email: 'not-an-email', password }, urls)).toEqual({
      ok: false,
      errors: ['emailInvalid'],
    });
    expect(await runAuthFlow(c, 'forgot', { email: '  ' }, urls)).toEqual({
      ok: false,
      errors: ['emailRequired'],
    });
    expect(await runAuthFlow(c, 'reset', { password: '' }, urls)).toEqual({
      ok: false,
      errors: ['passwordRequired'],
    });
  });
});

describe('sign-up and sign-in', () => {
  it('creates an account and answers "check your e-mail", without confirmations too, and signs nobody in', async () => {
    const jar = new Jar();
    const email = uniqueEmail('new');
    expect(
      await runAuthFlow(client(standin.url, jar), 'signUp', { email, password }, urls),
    ).toEqual({ ok: true, notice: 'signUp.checkEmail' });
    // A session would tell a new address from a taken one: none is left behind.
    expect(jar.names()).toEqual([]);
    expect(
      await runAuthFlow(client(standin.url, new Jar()), 'signIn', { email, password }, urls),
    ).toEqual({ ok: true });
    expect(
      await runAuthFlow(
        client(confirming.url, new Jar()),
        'signUp',
        { email: uniqueEmail('confirm'), password },
        urls,
      ),
    ).toEqual({ ok: true, notice: 'signUp.checkEmail' });
  });

  it('answers a taken address like a new one; maps the other auth server errors to the localised keys', async () => {
    const email = await signedUp();
    const c = client(standin.url, new Jar());
    expect(await runAuthFlow(c, 'signUp', { email, password }, urls)).toEqual({
      ok: true,
      notice: 'signUp.checkEmail',
    });
    const confirmed = await signedUp(confirming.url);
    expect(
      await runAuthFlow(
        client(confirming.url, new Jar()),
        'signUp',
        { email: confirmed, password },
        urls,
      ),
    ).toEqual({ ok: true, notice: 'signUp.checkEmail' });
    for (const address of [email, uniqueEmail('weak')])
      expect(await runAuthFlow(c, 'signUp', { email: address, password: 'short' }, urls)).toEqual({
        ok: false,
        errors: ['weak_password', 'reasons.length', 'reasons.characters'],
      });
    expect(await runAuthFlow(c, 'signIn', { email, password: 'Wrong-password-1' }, urls)).toEqual({
      ok: false,
      errors: ['invalid_credentials'],
    });
  });

  it('signs in and leaves the session in the cookies', async () => {
    const email = await signedUp();
    const jar = new Jar();
    expect(
      await runAuthFlow(
        client(standin.url, jar),
        'signIn',
        { email: ` ${email} `, password },
        urls,
      ),
    ).toEqual({ ok: true });
    const { data } = await client(standin.url, jar).auth.getUser();
    expect(data.user?.email).toBe(email);
  });
});

describe('password recovery (PKCE, verifier in a cookie)', () => {
  it('the forgot action stores the verifier; the reset action exchanges the code with it and sets the password', async () => {
    const email = await signedUp();
    const browser = new Jar();
    expect(await runAuthFlow(client(standin.url, browser), 'forgot', { email }, urls)).toEqual({
      ok: true,
      notice: 'forgot.sent',
    });
    expect(browser.names()).toContain('sb-localhost-auth-token-code-verifier');

    const back = await followRecoveryLink(email);
    expect(`${back.origin}${back.pathname}`).toBe('https://www.example.ae/ar/reset-password');
    const code = back.searchParams.get('code')!;
    expect(code).toBeTruthy();

    // Another browser (no verifier) cannot use the code: the form drops it, the requesting browser still can.
    expect(
      await runAuthFlow(
        client(standin.url, new Jar()),
        'reset',
        { password: 'New-cool-air-2027', code },
        urls,
      ),
    ).toEqual({ ok: false, errors: ['needLink'], codeSpent: true });
    // A weak password: the code is spent (the visitor is now signed in), the password unchanged.
    expect(
      await runAuthFlow(client(standin.url, browser), 'reset', { password: 'weak', code }, urls),
    ).toMatchObject({
      ok: false,
      errors: ['weak_password', 'reasons.length', 'reasons.characters'],
      codeSpent: true,
    });
    expect(browser.names()).not.toContain('sb-localhost-auth-token-code-verifier');
    // The spent code again (a reload of the link's page): refused by the auth server, but the session
    // from the exchange is in the cookies, and that is enough.
    expect(
      await runAuthFlow(
        client(standin.url, browser),
        'reset',
        { password: 'New-cool-air-2026', code },
        urls,
      ),
    ).toEqual({ ok: true, notice: 'reset.saved', codeSpent: true });
    expect(
      await runAuthFlow(
        client(standin.url, browser),
        'reset',
        { password: 'New-cool-air-2027' },
        urls,
      ),
    ).toEqual({ ok: true, notice: 'reset.saved', codeSpent: false });

    expect(
      await runAuthFlow(client(standin.url, new Jar()), 'signIn', { email, password }, urls),
    ).toEqual({ ok: false, errors: ['invalid_credentials'] });
    expect(
      await runAuthFlow(
        client(standin.url, new Jar()),
        'signIn',
        { email, password: 'New-cool-air-2027' },
        urls,
      ),
    ).toEqual({ ok: true });
  });

  it('exchanges and sets the password in one go', async () => {
    const email = await signedUp();
    const browser = new Jar();
    await runAuthFlow(client(standin.url, browser), 'forgot', { email }, urls);
    const code = (await followRecoveryLink(email)).searchParams.get('code')!;
    expect(
      await runAuthFlow(
        client(standin.url, browser),
        'reset',
        { password: 'New-cool-air-2027', code },
        urls,
      ),
    ).toEqual({ ok: true, notice: 'reset.saved', codeSpent: true });
    expect(
      await runAuthFlow(
        client(standin.url, new Jar()),
        'signIn',
        { email, password: 'New-cool-air-2027' },
        urls,
      ),
    ).toEqual({ ok: true });
  });

  it('without a link or a session, asks for the link', async () => {
    expect(
      await runAuthFlow(
        client(standin.url, new Jar()),
        'reset',
        { password: 'New-cool-air-2027' },
        urls,
      ),
    ).toEqual({ ok: false, errors: ['needLink'], codeSpent: false });
  });
});

describe('auth server down', () => {
  it('every form answers with the retryable message, and a recovery code is kept for the next try', async () => {
    const c = client(down, new Jar());
    expect(await runAuthFlow(c, 'signIn', { email: 'a@example.ae', password }, urls)).toEqual({
      ok: false,
      errors: ['retryable'],
    });
    expect(await runAuthFlow(c, 'signUp', { email: 'a@example.ae', password }, urls)).toEqual({
      ok: false,
      errors: ['retryable'],
    });
    expect(await runAuthFlow(c, 'forgot', { email: 'a@example.ae' }, urls)).toEqual({
      ok: false,
      errors: ['retryable'],
    });
    const jar = new Jar();
    jar.cookies.set(
      'sb-localhost-auth-token-code-verifier',
      'base64-' + Buffer.from('"verifier/recovery"').toString('base64url'),
    );
    expect(
      await runAuthFlow(client(down, jar), 'reset', { password, code: 'some-code' }, urls),
    ).toEqual({ ok: false, errors: ['retryable'] });
  });
});
