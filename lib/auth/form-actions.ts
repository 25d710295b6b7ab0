'use server';

import { z } from 'zod';
import { authModes, type AuthMode, type AuthResult } from './auth-input';
import { business } from '@/lib/config/business';
import { getPathname } from '@/lib/i18n/navigation';
import { locales } from '@/lib/i18n/routing';
import { createSupabaseServerClient } from '@/lib/supabase/server';
import { runAuthFlow } from './flows';

const modes = z.enum(authModes);
// Shape and size only; the form's own rules (authInputErrors) are checked again by runAuthFlow.
const input = z.object({
  locale: z.enum(locales),
  email: z.string().max(320).optional(),
  password: z.string().max(1024).optional(),
  code: z.string().max(512).optional(),
  // supabase-js 2.110+ tags each PKCE flow; the recovery link brings it back as ?sb_flow_id=.
  flowId: z.string().max(64).optional(),
});

/**
 * The staff auth forms' server action: Supabase Auth through the server client, whose cookie adapter
 * puts the session (sign-in, sign-up, reset) or the recovery's PKCE code verifier (forgot) on this
 * action's response. The links in e-mails are built here from SITE_URL, never from the request.
 */
export async function authAction(mode: AuthMode, values: unknown): Promise<AuthResult> {
  const parsedMode = modes.safeParse(mode);
  const parsed = input.safeParse(values);
  if (!parsedMode.success || !parsed.success) return { ok: false, errors: ['generic'] };
  const supabase = await createSupabaseServerClient();
  if (!supabase) return { ok: false, errors: ['generic'] };
  const { locale, ...rest } = parsed.data;
  return runAuthFlow(supabase, parsedMode.data, rest, {
    siteOrigin: business.siteUrl,
    resetPath: getPathname({ href: '/reset-password', locale }),
  });
}
