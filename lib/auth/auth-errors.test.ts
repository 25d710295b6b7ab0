import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { authErrorKeys } from './auth-errors';

// The classes supabase-js turns auth-server errors into, mapped to the messages a person reads.
describe('authErrorKeys', () => {
  it('names each known error code', () => {
    for (const code of [
      'invalid_credentials',
      'email_not_confirmed',
      'user_already_exists',
      'over_request_rate_limit',
    ]) {
      expect(authErrorKeys(new AuthApiError('x', 400, code))).toEqual([code]);
    }
  });
  it('lists the weak-password reasons the server gave', () => {
    expect(authErrorKeys(new AuthWeakPasswordError('weak', 422, ['length', 'pwned']))).toEqual([
      'weak_password',
      'reasons.length',
      'reasons.pwned',
    ]);
  });
  it('gives the retry hint for 502, 503, 504 and network failures', () => {
    expect(authErrorKeys(new AuthRetryableFetchError('Bad gateway', 502))).toEqual(['retryable']);
  });
  it('falls back to rate limit on 429 and a generic message otherwise', () => {
    expect(authErrorKeys(new AuthApiError('slow down', 429, 'something_new'))).toEqual([
      'over_request_rate_limit',
    ]);
    expect(authErrorKeys(new AuthApiError('odd', 500, 'unexpected_failure'))).toEqual(['generic']);
  });
});
