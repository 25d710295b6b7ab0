'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { NotAuthorisedError, requireStaff } from '@/lib/auth/viewer';
import * as clock from '@/lib/clock';
import { getDb } from '@/lib/db/client';
import { localizedPath } from '@/lib/i18n/paths';
import { locales, type Locale } from '@/lib/i18n/routing';
import { errorCode, log } from '@/lib/log';
import { queueStaffMessage, staffPurposes, type StaffPurpose } from './staff-send';

// The record's "send on WhatsApp now" buttons (a plain form each: post/redirect/get, no script needed).
// The role is checked here, the purpose against the short list; the answer is the record page with
// what happened in its query.

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export async function sendWhatsappAction(_state: null, form: FormData): Promise<null> {
  const locale: Locale = locales.find((l) => l === field(form, 'locale')) ?? 'en';
  const id = field(form, 'id');
  const purpose = staffPurposes.find((p) => p === field(form, 'purpose')) as
    StaffPurpose | undefined;
  const safeId = /^[0-9a-f-]{36}$/i.test(id) ? id : '';
  let outcome = 'error=whatsapp';
  try {
    await requireStaff();
    if (safeId && purpose) {
      const { db } = await getDb();
      const sent = await queueStaffMessage(db, safeId, purpose, clock.now());
      if (sent.ok) outcome = 'done=whatsapp';
    }
  } catch (error) {
    if (error instanceof NotAuthorisedError) outcome = 'error=forbidden';
    else log.error('notify.staff_send_failed', errorCode(error));
  }
  if (outcome.startsWith('done')) revalidatePath('/[locale]/admin', 'layout');
  redirect(`${localizedPath(locale, safeId ? `/admin/${safeId}` : '/admin')}?${outcome}`);
}
