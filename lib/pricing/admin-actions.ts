'use server';

import { revalidateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { NotAuthorisedError } from '@/lib/auth/viewer';
import { localizedPath } from '@/lib/i18n/paths';
import { locales, type Locale } from '@/lib/i18n/routing';
import { errorCode, log } from '@/lib/log';
import { pricesForStaff, savePrice } from './admin';
import { parsePriceInput, toCents } from './edit';
import { PRICES_TAG } from './store';

const editorPath = (locale: Locale, query: Record<string, string>) =>
  `${localizedPath(locale, '/admin/prices')}?${new URLSearchParams(query)}`;

/**
 * Saves the price a staff member previewed (post/redirect/get, so it works as a plain form). Anyone
 * can post here with anything: the admin role is checked by savePrice, the amount by the same rules
 * as the preview, and `old` (the amount the preview showed) must still be the stored one, so two
 * people editing the same price cannot overwrite each other unseen.
 */
export async function savePriceAction(_state: null, form: FormData): Promise<null> {
  const field = (name: string) => {
    const value = form instanceof FormData ? form.get(name) : null;
    return typeof value === 'string' ? value : '';
  };
  const locale: Locale = locales.find((l) => l === field('locale')) ?? 'en';
  const id = field('id');
  const raw = field('amount');
  let outcome: Record<string, string>;
  try {
    const current = (await pricesForStaff()).find((p) => p.id === id);
    const parsed = current ? parsePriceInput(current, raw) : null;
    if (!current || !parsed) outcome = {};
    else if (!parsed.ok) outcome = { edit: id, amount: raw };
    else if (String(toCents(current.amount)) !== field('old'))
      outcome = { edit: id, amount: raw, conflict: '1' };
    else {
      const saved = await savePrice(id, parsed.amount);
      if (!saved.ok) outcome = {};
      else {
        // Mark the cached list and every page built with it stale: the next request for such a page
        // still gets the page it had, at once, and renders the new one in the background (each version
        // carries its own policy: disk-cache-handler.mjs). Expiring at once (updateTag) would make that
        // visitor wait for the render.
        if (saved.changed) revalidateTag(PRICES_TAG, 'max');
        outcome = { saved: id };
      }
    }
  } catch (error) {
    if (!(error instanceof NotAuthorisedError)) log.error('prices.save_failed', errorCode(error));
    outcome = error instanceof NotAuthorisedError ? {} : { edit: id, amount: raw, failed: '1' };
  }
  redirect(editorPath(locale, outcome));
}
