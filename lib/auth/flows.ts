import 'server-only';
import {
  AuthRetryableFetchError,
  isAuthError,
  isAuthSessionMissingError,
  type SupabaseClient,
} from '@supabase/supabase-js';
import { errorCode, log } from '@/lib/log';
import { authErrorKeys } from './auth-errors';
import { authInputErrors, type AuthInput, type AuthMode, type AuthResult } from './auth-input';

export interface AuthUrls {
  /** Where the sign-up confirmation link leads (the site's origin). */
  siteOrigin: string;
  /** The reset page's path in the visitor's language; the recovery link leads there with ?code=. */
  resetPath: string;
}

/**
 * One auth request, run on the server with a client whose storage is the request's cookies (so a
 * session, or the PKCE code verifier of a recovery, lands in the response's cookies). Never throws;
 * never logs the input.
 */
export async function runAuthFlow(
  supabase: { auth: SupabaseClient['auth'] },
  mode: AuthMode,
  input: AuthInput & { code?: string; flowId?: string },
  urls: AuthUrls,
): Promise<AuthResult> {
  const invalid = authInputErrors(mode, input);
  if (invalid.length) return { ok: false, errors: invalid };
  const email = input.email?.trim() ?? '';
  const password = input.password ?? '';
  try {
    if (mode === 'signIn') {
      const { error } = await supabase.auth.signInWithPassword({ email, password });
      return error ? failure(error) : { ok: true };
    }
    if (mode === 'signUp') {
      const { error } = await supabase.auth.signUp({
        email,
        password,
        options: { emailRedirectTo: urls.siteOrigin },
      });
      // One answer whether or not the address already has an account, so the form cannot be used to
      // find out who does: hosted Supabase (confirmations on) already answers a taken address like a
      // new one; with confirmations off it says user_already_exists and signs a new user in at once.
      // That session would tell the two apart too, so it is ended here (with the PKCE verifier cookie
      // the request left, so both answers leave the same cookies): the new user signs in next.
      if (error && error.code !== 'user_already_exists') return failure(error);
      await supabase.auth.signOut({ scope: 'local' });
      return { ok: true, notice: 'signUp.checkEmail' };
    }
    if (mode === 'forgot') {
      const { error } = await supabase.auth.resetPasswordForEmail(email, {
        redirectTo: `${urls.siteOrigin}${urls.resetPath}`,
      });
      return error ? failure(error) : { ok: true, notice: 'forgot.sent' };
    }
    // Reset: the code from the e-mail link, exchanged with the verifier the forgot action left in a
    // cookie, signs the visitor in; without a code, the session already in the cookies is used.
    let codeSpent = false;
    if (input.code) {
      // With the link's flow id the verifier of exactly that request is used (a browser may have asked
      // for several links); without one, supabase-js falls back to the single legacy verifier cookie.
      const { error } = await supabase.auth.exchangeCodeForSession(
        input.code,
        input.flowId ? { flowId: input.flowId } : undefined,
      );
      // The auth server could not be reached: the code is still good, try again later.
      if (error instanceof AuthRetryableFetchError) return failure(error);
      // Used up for this browser either way. No verifier here, or a used or expired code: the session
      // already in the cookies (a reload after the exchange, a signed-in user) still serves, and
      // without one the link has to be opened again (needLink, below).
      codeSpent = true;
      if (error) log.info('auth.recovery_code_refused', { code: error.code ?? error.name });
    }
    const { error } = await supabase.auth.updateUser({ password });
    if (error)
      return {
        ...(isAuthSessionMissingError(error)
          ? { ok: false, errors: ['needLink'] }
          : failure(error)),
        codeSpent,
      };
    return { ok: true, notice: 'reset.saved', codeSpent };
  } catch (error) {
    // supabase-js returns its errors; anything thrown is unexpected. The name only: no input, no stack.
    log.error('auth.flow_failed', { mode, ...errorCode(error) });
    return { ok: false, errors: [isAuthError(error) ? authErrorKeys(error)[0]! : 'generic'] };
  }
}

function failure(error: Parameters<typeof authErrorKeys>[0]): { ok: false; errors: string[] } {
  return { ok: false, errors: authErrorKeys(error) };
}
