'use server';

import { getLocale } from 'next-intl/server';
import { redirect } from '@/lib/i18n/navigation';
import { createSupabaseServerClient } from '@/lib/supabase/server';

/** Signs out on the server (the auth server ends the session; the cookies are cleared). */
export async function signOutAction(): Promise<void> {
  const supabase = await createSupabaseServerClient();
  await supabase?.auth.signOut();
  redirect({ href: '/sign-in', locale: await getLocale() });
}
