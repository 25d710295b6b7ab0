'use server';

import { refresh } from 'next/cache';
import { headers } from 'next/headers';
import { getDb } from '@/lib/db/client';
import { localeFrom } from '@/lib/i18n/locales';
import { refusedState, type ActionState } from '@/lib/requests/action-state';
import { sendMailLater } from '@/lib/requests/mail';
import { readPost } from '@/lib/requests/post';
import { clientAddress } from '@/lib/requests/client-address';
import { emailsOwed } from '@/lib/requests/mail-config';
import { asksMarketingConsent, isLeadKind, type LeadKind } from './model';
import { submitLead } from './submit';

/**
 * The one server action behind every lead form, bound to its kind. It works as a plain HTML form post
 * (no JavaScript) and from the enhanced form alike, and it never throws. An enquiry's errors are codes:
 * the form words them from its field specs (the client validates with the same codes).
 */
export async function submitLeadAction(
  kind: LeadKind,
  _previous: ActionState,
  formData: FormData,
): Promise<ActionState> {
  if (!isLeadKind(kind) || !(formData instanceof FormData))
    return refusedState({}, { formError: 'invalidRequest' }, { keyed: false });
  const post = readPost(formData);
  if (!post) return refusedState({}, { formError: 'rejected' }, { keyed: false });
  const { values } = post;

  const result = await submitLead(
    kind,
    {
      ...values,
      marketingConsent:
        asksMarketingConsent(kind) &&
        (values.marketingConsent === 'on' || values.marketingConsent === 'true'),
    },
    {
      db: async () => (await getDb()).db,
      locale: localeFrom(values.locale),
      // The client address as the reverse proxy reports it; the rate limit is per address and form.
      clientKey: clientAddress(await headers()),
      emails: emailsOwed(),
    },
  );
  if (result.ok) {
    sendMailLater('lead');
    return result;
  }
  // A time window that ended while the visitor typed: the page is rendered again with the windows
  // offered now (a post without JavaScript gets a freshly rendered page anyway).
  if (result.fieldErrors?.slot) refresh();
  // Hand the input back so a form posted without JavaScript keeps what the visitor typed.
  return refusedState(values, result, { keyed: false });
}
