'use client';

import { useState, type FormEvent } from 'react';
import { useMessages, useTranslations } from 'next-intl';
import { isMessageKey } from '@/lib/i18n/message-key';
import { authAction } from '@/lib/auth/form-actions';
import { Input } from '@/components/ui/Input';
import type { Locale } from '@/lib/i18n/routing';
import {
  authInputErrors,
  needsEmail as withEmail,
  needsPassword as withPassword,
  type AuthMode,
  type AuthResult,
} from '@/lib/auth/auth-input';

export type { AuthMode };

/**
 * Sign in, sign up, ask for a reset link, or set a new password. The form checks its input, then a
 * server action talks to Supabase Auth and sets the session cookies: no Supabase client in the browser.
 * `code`, `flowId`: on the reset page, the recovery code and PKCE flow id the e-mail link brought
 * (?code=…&sb_flow_id=…).
 */
export function AuthForm({
  mode,
  locale,
  afterSignIn,
  code,
  flowId,
}: {
  mode: AuthMode;
  locale: Locale;
  afterSignIn: string;
  code?: string;
  flowId?: string;
}) {
  const t = useTranslations('auth');
  const messages = useMessages().auth;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [recoveryCode, setRecoveryCode] = useState(code);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const needsEmail = withEmail(mode);
  const needsPassword = withPassword(mode);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const local = authInputErrors(mode, { email, password });
    setErrors(local);
    if (local.length) return;
    setBusy(true);
    let result: AuthResult;
    try {
      result = await authAction(mode, {
        locale,
        ...(needsEmail ? { email: email.trim() } : {}),
        ...(needsPassword ? { password } : {}),
        ...(mode === 'reset' && recoveryCode ? { code: recoveryCode, flowId } : {}),
      });
    } catch {
      // The site itself could not be reached (or answered with an error page).
      result = { ok: false, errors: ['retryable'] };
    }
    if (result.codeSpent) {
      setRecoveryCode(undefined);
      // The address no longer carries a code that is used up (a reload, a bookmark).
      const url = new URL(window.location.href);
      url.searchParams.delete('code');
      url.searchParams.delete('sb_flow_id');
      window.history.replaceState(null, '', url);
    }
    if (result.ok && mode === 'signIn') {
      // A full navigation, so the server reads the new session cookies.
      window.location.assign(afterSignIn);
      return;
    }
    setErrors(result.ok ? [] : result.errors);
    if (result.ok && result.notice) setNotice(t(result.notice));
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid={`auth-${mode}`}>
      {needsEmail && (
        <label className="block text-sm font-semibold">
          {t('fields.email')}
          <Input
            type="email"
            name="email"
            autoComplete="email"
            dir="ltr"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </label>
      )}
      {needsPassword && (
        <label className="block text-sm font-semibold">
          {t(mode === 'reset' ? 'fields.newPassword' : 'fields.password')}
          <Input
            type="password"
            name="password"
            autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
            dir="ltr"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
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
          {errors.map((code) => {
            const key = code === 'needLink' ? 'reset.needLink' : `errors.${code}`;
            return <p key={code}>{isMessageKey(messages, key) ? t(key) : code}</p>;
          })}
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
        disabled={busy}
        className="inline-block w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {busy ? t('sending') : t(`${mode}.submit`)}
      </button>
    </form>
  );
}
