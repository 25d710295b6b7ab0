// Shared by the auth form (checked before anything is sent) and its server action (checked again there):
// which fields each form has, the input rules and the shape of an action's answer.

export const authModes = ['signIn', 'signUp', 'forgot', 'reset'] as const;
export type AuthMode = (typeof authModes)[number];

/** A notice under auth.* shown after a request went through. */
export type AuthNotice = 'signUp.checkEmail' | 'forgot.sent' | 'reset.saved';

/**
 * What the action answers: the message keys (under auth.errors, or `needLink` for auth.reset.needLink)
 * or a notice. `codeSpent`: the recovery code from the e-mail link was used up (whether or not the new
 * password was accepted), so the form must not send it again. `retryAfter`: with the `throttled` error,
 * the seconds until sign-in may be tried again. `redirectTo`: signed in, the enhanced form goes there.
 */
export type AuthResult =
  | { ok: true; notice?: AuthNotice; codeSpent?: boolean; redirectTo?: string }
  | { ok: false; errors: string[]; codeSpent?: boolean; retryAfter?: number };

/**
 * What the form shows: nothing yet, or the action's last answer with the e-mail that was typed (so a
 * form posted without JavaScript keeps it; the password is never sent back).
 */
export type AuthFormState = { ok: null } | (AuthResult & { email?: string });

export interface AuthInput {
  email?: string;
  password?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const needsEmail = (mode: AuthMode) => mode !== 'reset';
export const needsPassword = (mode: AuthMode) => mode !== 'forgot';

/** The message keys (under auth.errors) for what is missing or malformed; empty when the input can go. */
export function authInputErrors(
  mode: AuthMode,
  { email = '', password = '' }: AuthInput,
): string[] {
  return [
    needsEmail(mode) && !email.trim()
      ? 'emailRequired'
      : needsEmail(mode) && !EMAIL.test(email.trim())
        ? 'emailInvalid'
        : null,
    needsPassword(mode) && !password ? 'passwordRequired' : null,
  ].filter((e): e is string => e !== null);
}
