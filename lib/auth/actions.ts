'use server';

import { getLocale } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import { createSupabaseServerClient } from '@/lib/supabase/server';

/**
 * Signs out on the server (the auth server ends the session; the cookies are cleared). Shaped for
 * components/forms/ActionForm (a state and the form, both unused).
 */
export async function signOutAction(): Promise<null> {
  const supabase = await createSupabaseServerClient();
  await supabase?.auth.signOut();
  redirect({ href: '/sign-in', locale: await getLocale() });
  return null;
}
