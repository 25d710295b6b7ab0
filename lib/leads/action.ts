'use server';

import * as clock from '@/lib/clock';
import { refresh } from 'next/cache';
import { after } from 'next/server';
import { headers } from 'next/headers';
import { getDb } from '@/lib/db/client';
import { clientAddress } from './client-address';
import { emailsOwed, mailSettings } from './mail-config';
import { processOutbox } from './outbox';
import { localeFrom } from '@/lib/i18n/locales';
import { controlFields, isLeadKind, type LeadKind } from './model';
import type { SubmitResult } from './schemas';
import { submitLead } from './submit';
import { errorCode, log } from '@/lib/log';

export type FormState =
  (SubmitResult & { values?: Record<string, string>; startedAt?: string }) | { ok: null };

/**
 * The one server action behind every lead form, bound to its kind. It works as a plain HTML form post
 * (no JavaScript) and from the enhanced form alike, and it never throws. Anyone can post to an action
 * with arguments of their choosing (a string instead of the form), so it checks its own arguments and
 * answers a forged call with a typed error.
 */
export async function submitLeadAction(
  kind: LeadKind,
  _previous: FormState,
  formData: FormData,
): Promise<FormState> {
  if (!isLeadKind(kind) || !(formData instanceof FormData))
    return { ok: false, formError: 'invalidRequest' };
  const values: Record<string, string> = {};
  let hasFile = false;
  for (const [key, value] of formData.entries()) {
    if (key.startsWith('$ACTION')) continue;
    if (typeof value === 'string') values[key] = value;
    else hasFile = true;
  }
  if (hasFile) return { ok: false, formError: 'rejected' };

  const requestHeaders = await headers();
  // The client address as the reverse proxy reports it; the rate limit is per address and form.
  const clientKey = clientAddress(requestHeaders);
  const locale = localeFrom(values.locale);
  const raw = {
    ...values,
    marketingConsent: values.marketingConsent === 'on' || values.marketingConsent === 'true',
  };

  const result = await submitLead(kind, raw, {
    db: async () => (await getDb()).db,
    locale,
    clientKey,
    emails: emailsOwed(),
  });

  const mail = mailSettings();
  if (result.ok && mail) {
    // After the response: the visitor never waits for the mail server, and a failure is retried later.
    after(async () => {
      try {
        await processOutbox((await getDb()).db, mail);
      } catch (error) {
        log.error('lead.outbox_failed', errorCode(error));
      }
    });
  }
  if (result.ok) return result;
  // A time window that ended while the visitor typed: the page is rendered again with the windows
  // offered now (a post without JavaScript gets a freshly rendered page anyway).
  if (result.fieldErrors?.slot) refresh();
  // Hand the input back so a form posted without JavaScript keeps what the visitor typed.
  const kept = Object.fromEntries(
    Object.entries(values).filter(([k]) => !(controlFields as readonly string[]).includes(k)),
  );
  return { ...result, values: kept, startedAt: startTimeFor(values.startedAt) };
}

/**
 * The start time a refused form carries into its next post. A form posted without JavaScript has none
 * (a prerendered page cannot carry the time it was shown) and is refused as sent too fast; the answer
 * then starts the clock, so sending it again after reading the message goes through.
 */
function startTimeFor(posted: string | undefined): string {
  return posted && /^\d{1,15}$/.test(posted) ? posted : String(clock.now().getTime());
}
