import {
  AuthRetryableFetchError,
  isAuthWeakPasswordError,
  type AuthError,
} from '@supabase/supabase-js';

const KNOWN = [
  'invalid_credentials',
  'email_not_confirmed',
  'weak_password',
  'user_already_exists',
  'over_request_rate_limit',
] as const;

/** The message keys (under auth.errors) for an error from the auth server, reasons included. */
export function authErrorKeys(error: AuthError): string[] {
  if (error instanceof AuthRetryableFetchError) return ['retryable'];
  if (isAuthWeakPasswordError(error))
    return [
      'weak_password',
      ...error.reasons
        .filter((r) => ['length', 'characters', 'pwned'].includes(r))
        .map((r) => `reasons.${r}`),
    ];
  const code = (KNOWN as readonly string[]).find((c) => c === error.code);
  if (code) return [code];
  return [error.status === 429 ? 'over_request_rate_limit' : 'generic'];
}
