import { describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_SECONDS, secureCookiesFor, sessionCookie } from './cookies';

// What every Supabase cookie the site writes carries, whatever @supabase/ssr hands the adapter.
describe('session cookie attributes', () => {
  it('turns @supabase/ssr 400-day, script-readable cookie into an HttpOnly, Lax, one-week one', () => {
    const ssrDefault = { path: '/', sameSite: 'lax' as const, httpOnly: false, maxAge: 34560000 };
    expect(sessionCookie(ssrDefault, true)).toEqual({
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: true,
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
    expect(SESSION_MAX_AGE_SECONDS).toBe(604800);
  });

  it('keeps a removal a removal', () => {
    expect(sessionCookie({ path: '/', maxAge: 0 }, false)).toMatchObject({
      maxAge: 0,
      httpOnly: true,
      secure: false,
    });
  });

  it('is Secure exactly when the site is served over HTTPS', () => {
    expect(secureCookiesFor('https://www.example.ae')).toBe(true);
    expect(secureCookiesFor('http://localhost:3000')).toBe(false);
    expect(secureCookiesFor(undefined)).toBe(false);
  });
});
