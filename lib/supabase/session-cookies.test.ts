import { describe, expect, it } from 'vitest';
import {
  isReadableSession,
  sessionCookieNames,
  undecodableSessionCookies,
} from './session-cookies';

describe('sessionCookieNames', () => {
  it('finds the session cookie and all its chunks, not the reset flow code verifier', () => {
    expect(
      sessionCookieNames([
        { name: 'sb-abc-auth-token' },
        { name: 'sb-abc-auth-token.0' },
        { name: 'sb-abc-auth-token.12' },
        { name: 'sb-abc-auth-token-code-verifier' },
        { name: 'NEXT_LOCALE' },
      ]),
    ).toEqual(['sb-abc-auth-token', 'sb-abc-auth-token.0', 'sb-abc-auth-token.12']);
  });
});

describe('isReadableSession', () => {
  const encode = (value: unknown) =>
    `base64-${Buffer.from(JSON.stringify(value)).toString('base64url')}`;
  const name = 'sb-abc-auth-token';

  it('reads a session in one cookie or in chunks, encoded or plain', () => {
    const session = encode({ access_token: 'a', refresh_token: 'r' });
    expect(isReadableSession([{ name, value: session }])).toBe(true);
    expect(
      isReadableSession([
        { name: `${name}.1`, value: session.slice(10) },
        { name: `${name}.0`, value: session.slice(0, 10) },
      ]),
    ).toBe(true);
    expect(isReadableSession([{ name, value: '{"access_token":"a"}' }])).toBe(true);
  });

  it('refuses garbage, base64 garbage, JSON that is not a session object, and missing chunks', () => {
    for (const value of ['garbage', 'base64-!!not*base64!!', encode([1, 2]), encode(null), ''])
      expect(isReadableSession([{ name, value }]), value).toBe(false);
    expect(isReadableSession([{ name: `${name}.1`, value: encode({}) }])).toBe(false);
    expect(isReadableSession([{ name: `${name}-code-verifier`, value: 'x' }])).toBe(false);
  });
});

describe('undecodableSessionCookies', () => {
  it('names the session cookies of the raw header that the framework left out', () => {
    expect(
      undecodableSessionCookies(
        'NEXT_LOCALE=ar; sb-abc-auth-token.0=base64-%%%; sb-abc-auth-token.1=ok',
        new Set(['NEXT_LOCALE', 'sb-abc-auth-token.1']),
      ),
    ).toEqual(['sb-abc-auth-token.0']);
    expect(undecodableSessionCookies(null, new Set())).toEqual([]);
  });
});
