'use client';

import { startTransition, useActionState, useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { authFormAction } from '@/lib/auth/form-actions';
import { Input } from '@/components/ui/Input';
import type { Locale } from '@/lib/i18n/routing';
import {
  authInputErrors,
  authModes,
  needsEmail as withEmail,
  needsPassword as withPassword,
  type AuthFormState,
  type AuthMode,
} from '@/lib/auth/auth-input';

export type { AuthMode };

// Bound once per mode at module level: a bind inside render would give the action a new identity on
// every render, and React would then re-render a no-JavaScript form post forever.
const actions = Object.fromEntries(
  authModes.map((mode) => [mode, authFormAction.bind(null, mode)]),
) as Record<AuthMode, (state: AuthFormState, data: FormData) => Promise<AuthFormState>>;

/**
 * Sign in, sign up, ask for a reset link, or set a new password: an HTML form posted to a server action
 * (method POST), so it works before hydration and without JavaScript, and the password never lands in
 * a URL. With JavaScript the form checks its input first and shows the action's answer in place.
 * `code`, `flowId`: on the reset page, the recovery code and PKCE flow id the e-mail link brought
 * (?code=…&sb_flow_id=…), sent along as hidden fields until the action reports the code used up.
 */
export function AuthForm({
  mode,
  locale,
  code,
  flowId,
  errorTexts,
  permalink,
}: {
  mode: AuthMode;
  locale: Locale;
  /** The page's own address: the form's action attribute (React writes action="" without it). */
  permalink: string;
  code?: string;
  flowId?: string;
  /** The text of each error key the action may answer with, formatted on the server. */
  errorTexts: Record<string, string>;
}) {
  const t = useTranslations('auth');
  const [state, formAction, pending] = useActionState(actions[mode], { ok: null }, permalink);
  const [localErrors, setLocalErrors] = useState<string[] | null>(null);
  // Once the action has used the recovery code, it is never sent again (also on the server's render
  // of a no-JavaScript post, so the hidden fields go away there too).
  const [codeSpent, setCodeSpent] = useState(false);
  if (state.ok !== null && state.codeSpent && !codeSpent) setCodeSpent(true);
  const needsEmail = withEmail(mode);
  const needsPassword = withPassword(mode);

  const redirectTo = state.ok === true ? state.redirectTo : undefined;
  useEffect(() => {
    // Signed in: a full navigation, so the server renders the staff area with the new session.
    if (redirectTo) window.location.assign(redirectTo);
  }, [redirectTo]);

  useEffect(() => {
    if (!codeSpent) return;
    // The address no longer carries a code that is used up (a reload, a bookmark).
    const url = new URL(window.location.href);
    url.searchParams.delete('code');
    url.searchParams.delete('sb_flow_id');
    window.history.replaceState(null, '', url);
  }, [codeSpent]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const local = authInputErrors(mode, {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
    });
    setLocalErrors(local);
    if (local.length) return;
    startTransition(() => formAction(data));
  }

  const errors = localErrors?.length ? localErrors : state.ok === false ? state.errors : [];
  const retryAfter = state.ok === false ? (state.retryAfter ?? 0) : 0;
  const notice = !localErrors?.length && state.ok === true && state.notice ? t(state.notice) : null;
  const message = (error: string) => {
    if (error === 'throttled')
      return retryAfter < 60
        ? t('errors.throttledSeconds', { count: Math.max(1, retryAfter) })
        : t('errors.throttledMinutes', { count: Math.ceil(retryAfter / 60) });
    return errorTexts[error] ?? error;
  };

  return (
    <form
      // A server action as the form's action: React renders method="POST" and the action's fields.
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      data-testid={`auth-${mode}`}
    >
      <input type="hidden" name="locale" value={locale} />
      {mode === 'reset' && code && !codeSpent && (
        <>
          <input type="hidden" name="code" value={code} />
          {flowId && <input type="hidden" name="flowId" value={flowId} />}
        </>
      )}
      {needsEmail && (
        <label className="block text-sm font-semibold">
          {t('fields.email')}
          <Input
            type="email"
            name="email"
            aria-required="true"
            autoComplete="email"
            dir="ltr"
            defaultValue={state.ok !== null ? (state.email ?? '') : ''}
          />
        </label>
      )}
      {needsPassword && (
        <label className="block text-sm font-semibold">
          {t(mode === 'reset' ? 'fields.newPassword' : 'fields.password')}
          <Input
            type="password"
            name="password"
            aria-required="true"
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            dir="ltr"
            defaultValue=""
          />
          {mode !== 'signIn' && (
            <span className="mt-1 block text-xs font-normal text-gray-600">
              {t('fields.passwordHint')}
            </span>
          )}
        </label>
      )}
      {errors.length > 0 && (
        <div
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm text-red-900"
          data-testid="auth-error"
        >
          {errors.map((error) => (
            <p key={error}>{message(error)}</p>
          ))}
        </div>
      )}
      {notice && (
        <p
          role="status"
          data-testid="auth-notice"
          className="rounded-md bg-green-50 p-3 text-sm text-green-900"
        >
          {notice}
        </p>
      )}
      {/* buttonClass({ className: 'w-full' }) written out (components/ui/Button): the Button module would
          add ~300 bytes of gzip to the auth pages' script for one submit button. */}
      <button
        type="submit"
        disabled={pending || Boolean(redirectTo)}
        className="inline-block w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {pending || redirectTo ? t('sending') : t(`${mode}.submit`)}
      </button>
    </form>
  );
}
