import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TIMEOUT_MS, boundedAuthFetch, checkSession } from './auth-deadline';

// A server that accepts connections and never answers: the auth server behind a dropping firewall.
let silent: http.Server;
let silentUrl = '';
beforeAll(async () => {
  silent = http.createServer(() => {});
  await new Promise<void>((r) => silent.listen(0, 'localhost', r));
  silentUrl = `http://localhost:${(silent.address() as AddressInfo).port}/auth/v1/user`;
});
afterAll(() => {
  silent.closeAllConnections();
  silent.close();
});

const answering = (result: { data: unknown; error: unknown }) => ({
  getClaims: async () => result,
});

describe('boundedAuthFetch', () => {
  it('gives up on a server that never answers after AUTH_TIMEOUT_MS', async () => {
    const started = Date.now();
    await expect(boundedAuthFetch()(silentUrl)).rejects.toThrow();
    const took = Date.now() - started;
    expect(took).toBeGreaterThanOrEqual(AUTH_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(AUTH_TIMEOUT_MS + 1500);
  });

  it('gives up at once when the request deadline has passed', async () => {
    const started = Date.now();
    await expect(boundedAuthFetch(AbortSignal.abort())(silentUrl)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(500);
  });
});

describe('checkSession', () => {
  it('answers "unreachable" at the deadline while supabase-js is still retrying', async () => {
    const started = Date.now();
    const check = await checkSession(
      { getClaims: () => new Promise(() => {}) },
      AbortSignal.timeout(200),
    );
    expect(check).toEqual({ status: 'unreachable' });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('takes network failures, rate limits and server errors for an outage, not a bad session', async () => {
    const deadline = AbortSignal.timeout(1000);
    for (const error of [
      new AuthRetryableFetchError('fetch failed', 0),
      new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
      new AuthApiError('boom', 500, undefined),
    ])
      expect(await checkSession(answering({ data: null, error }), deadline)).toEqual({
        status: 'unreachable',
      });
  });

  it('takes a rejected token, no session, or a cookie that makes supabase-js throw for signed out', async () => {
    const deadline = AbortSignal.timeout(1000);
    const rejected = new AuthApiError('Invalid Refresh Token', 400, 'refresh_token_not_found');
    expect(await checkSession(answering({ data: null, error: rejected }), deadline)).toEqual({
      status: 'signed-out',
      error: rejected,
    });
    expect(await checkSession(answering({ data: null, error: null }), deadline)).toEqual({
      status: 'signed-out',
      error: null,
    });
    const thrown = new TypeError('token.split is not a function');
    expect(await checkSession({ getClaims: () => Promise.reject(thrown) }, deadline)).toEqual({
      status: 'signed-out',
      error: thrown,
    });
  });

  it('passes verified claims through', async () => {
    const claims = { sub: 'user-1', email: 'staff@example.com' };
    expect(
      await checkSession(answering({ data: { claims }, error: null }), AbortSignal.timeout(1000)),
    ).toEqual({ status: 'signed-in', claims });
  });
});
