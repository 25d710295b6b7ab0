'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { NotAuthorisedError } from '@/lib/auth/viewer';
import { localizedPath } from '@/lib/i18n/paths';
import { locales, type Locale } from '@/lib/i18n/routing';
import { errorCode, log } from '@/lib/log';
import { addNoteAs, setFollowUpAs } from './pipeline';
import { followUpSchema, noteSchema } from './pipeline-writes';

// The record page's forms (post/redirect/get, so they work as plain forms without JavaScript). Anyone
// can post here with anything: the staff role is checked by the data functions, the input by zod; the
// answer is the record page with what happened in its query (`done` or `error`), nothing else.

const field = (form: unknown, name: string) => {
  const value = form instanceof FormData ? form.get(name) : null;
  return typeof value === 'string' ? value : '';
};

async function run(
  form: unknown,
  what: 'note' | 'followUp',
  change: () => Promise<boolean> | null,
): Promise<never> {
  const locale: Locale = locales.find((l) => l === field(form, 'locale')) ?? 'en';
  const id = field(form, 'id');
  let outcome: string;
  try {
    const result = change();
    outcome = result && (await result) ? `done=${what}` : `error=${what}`;
  } catch (error) {
    if (!(error instanceof NotAuthorisedError))
      log.error('workspace.change_failed', errorCode(error));
    outcome = `error=${error instanceof NotAuthorisedError ? 'forbidden' : what}`;
  }
  if (outcome.startsWith('done')) revalidatePath('/[locale]/admin', 'layout');
  // An id that is not a lead's goes back to the pipeline rather than to a made-up address.
  const safeId = /^[0-9a-f-]{36}$/i.test(id) ? id : '';
  redirect(`${localizedPath(locale, safeId ? `/admin/${safeId}` : '/admin')}?${outcome}`);
}

export async function addNoteAction(_state: null, form: FormData): Promise<null> {
  const parsed = noteSchema.safeParse({ id: field(form, 'id'), note: field(form, 'note') });
  return run(form, 'note', () => (parsed.success ? addNoteAs(parsed.data) : null));
}

export async function setFollowUpAction(_state: null, form: FormData): Promise<null> {
  // The clear button posts clear=1; the date field is then ignored.
  const date = field(form, 'clear') === '1' ? '' : field(form, 'date');
  const parsed = followUpSchema.safeParse({ id: field(form, 'id'), date });
  // An empty date from the set button is a mistake, not a request to clear.
  const refused = !parsed.success || (field(form, 'clear') !== '1' && date === '');
  return run(form, 'followUp', () => (refused ? null : setFollowUpAs(parsed.data!)));
}
