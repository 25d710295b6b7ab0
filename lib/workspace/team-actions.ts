'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { staffRoles } from '@/lib/auth/roles';
import { NotAuthorisedError } from '@/lib/auth/viewer';
import { localizedPath } from '@/lib/i18n/paths';
import { locales, type Locale } from '@/lib/i18n/routing';
import { errorCode, log } from '@/lib/log';
import { changeRole } from './team';

const grantSchema = z.object({ email: z.email().max(254), role: z.enum(staffRoles) });

/**
 * Grants or revokes a workspace role from /admin/team (post/redirect/get). The admin role is checked
 * by changeRole; a forged post gets the team page with an error, and nothing changes.
 */
export async function changeRoleAction(_state: null, form: FormData): Promise<null> {
  const field = (name: string) => {
    const value = form instanceof FormData ? form.get(name) : null;
    return typeof value === 'string' ? value.trim() : '';
  };
  const locale: Locale = locales.find((l) => l === field('locale')) ?? 'en';
  const revoke = field('revoke') === '1';
  const parsed = grantSchema.safeParse({
    email: field('email'),
    role: revoke ? 'staff' : field('role'),
  });
  let outcome: string;
  if (!parsed.success) outcome = 'invalid';
  else {
    try {
      outcome = await changeRole(parsed.data.email, revoke ? null : parsed.data.role);
    } catch (error) {
      if (!(error instanceof NotAuthorisedError)) log.error('team.change_failed', errorCode(error));
      outcome = error instanceof NotAuthorisedError ? 'forbidden' : 'failed';
    }
  }
  if (outcome === 'granted' || outcome === 'revoked') revalidatePath('/[locale]/admin', 'layout');
  redirect(`${localizedPath(locale, '/admin/team')}?${new URLSearchParams({ result: outcome })}`);
}
