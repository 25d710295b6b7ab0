'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { AuthError } from '@supabase/supabase-js';
import { useAuth } from './AuthProvider';
import { authErrorKeys } from './auth-errors';

export type AuthMode = 'signIn' | 'signUp' | 'forgot' | 'reset';

const inputCls = 'mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 focus:border-brand-600 focus:outline-2 focus:outline-brand-600';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign in, sign up, ask for a reset link, or set a new password, against Supabase Auth. */
export function AuthForm({ mode, siteOrigin, afterSignIn, resetPath }: { mode: AuthMode; siteOrigin: string; afterSignIn: string; resetPath: string }) {
  const t = useTranslations('auth');
  const { supabase, session } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const needsEmail = mode !== 'reset';
  const needsPassword = mode !== 'forgot';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    const local = [
      needsEmail && !email.trim() ? 'emailRequired' : needsEmail && !EMAIL.test(email.trim()) ? 'emailInvalid' : null,
      needsPassword && !password ? 'passwordRequired' : null,
    ].filter((e): e is string => e !== null);
    setErrors(local);
    if (local.length) return;
    setBusy(true);
    let error: AuthError | null = null;
    if (mode === 'signIn') {
      ({ error } = await supabase.auth.signInWithPassword({ email: email.trim(), password }));
      // A full navigation, so the server reads the new session cookies.
      if (!error) window.location.assign(afterSignIn);
    } else if (mode === 'signUp') {
      const result = await supabase.auth.signUp({ email: email.trim(), password, options: { emailRedirectTo: siteOrigin } });
      error = result.error;
      if (!error) setNotice(result.data.session ? t('signUp.created') : t('signUp.checkEmail'));
    } else if (mode === 'forgot') {
      ({ error } = await supabase.auth.resetPasswordForEmail(email.trim(), { redirectTo: `${siteOrigin}${resetPath}` }));
      if (!error) setNotice(t('forgot.sent'));
    } else {
      if (!session) {
        setErrors(['needLink']);
        setBusy(false);
        return;
      }
      ({ error } = await supabase.auth.updateUser({ password }));
      if (!error) setNotice(t('reset.saved'));
    }
    setErrors(error ? authErrorKeys(error) : []);
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid={`auth-${mode}`}>
      {needsEmail && (
        <label className="block text-sm font-semibold">
          {t('fields.email')}
          <input type="email" name="email" autoComplete="email" dir="ltr" value={email} onChange={(e) => setEmail(e.target.value)} className={inputCls} />
        </label>
      )}
      {needsPassword && (
        <label className="block text-sm font-semibold">
          {t(mode === 'reset' ? 'fields.newPassword' : 'fields.password')}
          <input type="password" name="password" autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'} dir="ltr" value={password} onChange={(e) => setPassword(e.target.value)} className={inputCls} />
          {mode !== 'signIn' && <span className="mt-1 block text-xs font-normal text-gray-600">{t('fields.passwordHint')}</span>}
        </label>
      )}
      {errors.length > 0 && (
        <div role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-900" data-testid="auth-error">
          {errors.map((key) => <p key={key}>{t(key === 'needLink' ? 'reset.needLink' : `errors.${key}`)}</p>)}
        </div>
      )}
      {notice && <p role="status" data-testid="auth-notice" className="rounded-md bg-green-50 p-3 text-sm text-green-900">{notice}</p>}
      <button type="submit" disabled={busy} className="w-full rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70">
        {busy ? t('sending') : t(`${mode}.submit`)}
      </button>
    </form>
  );
}
