'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import {
  authInputErrors,
  authModes,
  needsEmail,
  type AuthFormState,
  type AuthMode,
  type AuthResult,
} from './auth-input';
import { business } from '@/lib/config/business';
import { getPathname } from '@/lib/i18n/navigation';
import { locales } from '@/lib/i18n/routing';
import { clientAddress } from '@/lib/requests/client-address';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import { runAuthFlow } from './flows';
import { throttledSignIn } from './sign-in-throttle';

const modes = z.enum(authModes);
// Shape and size only; the form's own rules (authInputErrors) are checked again by runAuthFlow.
// Unknown fields (React's $ACTION_ fields of a form posted without JavaScript) are dropped.
const input = z.object({
  locale: z.enum(locales),
  email: z.string().max(320).optional(),
  password: z.string().max(1024).optional(),
  code: z.string().max(512).optional(),
  // supabase-js 2.110+ tags each PKCE flow; the recovery link brings it back as ?sb_flow_id=.
  flowId: z.string().max(64).optional(),
});

/**
 * The staff auth forms' server action, bound to the form's mode: a plain HTML form post (no JavaScript,
 * or a click before hydration) and the enhanced form alike. Supabase Auth is called through the server
 * client, whose cookie adapter puts the session (sign-in, reset) or the recovery's PKCE code verifier
 * (forgot) on this action's response. A successful sign-in redirects to the staff area; every other
 * answer re-renders the form with its message and the e-mail that was typed, never the password.
 * The links in e-mails are built here from SITE_URL, never from the request.
 */
export async function authFormAction(
  mode: AuthMode,
  _previous: AuthFormState,
  formData: FormData,
): Promise<AuthFormState> {
  const parsedMode = modes.safeParse(mode);
  if (!parsedMode.success || !(formData instanceof FormData))
    return { ok: false, errors: ['generic'] };
  const fields = Object.fromEntries(
    [...formData.entries()].filter(([, value]) => typeof value === 'string' && value !== ''),
  );
  const parsed = input.safeParse(fields);
  if (!parsed.success) return { ok: false, errors: ['generic'] };
  const { locale, ...values } = parsed.data;
  const kept = needsEmail(parsedMode.data) ? { email: values.email ?? '' } : {};
  const result = await run(parsedMode.data, values, locale);
  if (result.ok && parsedMode.data === 'signIn') {
    const staffArea = getPathname({ href: '/admin', locale });
    // The enhanced form (its fetch carries Next-Action) loads the staff area with a full navigation,
    // so every layout renders with the new session. A form posted without JavaScript gets a 303 with
    // the session cookies (outside any try: redirect() works by throwing).
    if ((await headers()).has('next-action')) return { ok: true, redirectTo: staffArea };
    redirect(staffArea);
  }
  return { ...result, ...kept };
}

async function run(
  mode: AuthMode,
  values: Omit<z.infer<typeof input>, 'locale'>,
  locale: z.infer<typeof input>['locale'],
): Promise<AuthResult> {
  const invalid = authInputErrors(mode, values);
  if (invalid.length) return { ok: false, errors: invalid };
  const supabase = await createSupabaseServerClient();
  if (!supabase) return { ok: false, errors: ['generic'] };
  const attempt = () =>
    runAuthFlow(supabase, mode, values, {
      siteOrigin: business.siteUrl,
      resetPath: getPathname({ href: '/reset-password', locale }),
    });
  if (mode !== 'signIn') return attempt();
  return throttledSignIn(values.email ?? '', clientAddress(await headers()), attempt);
}
