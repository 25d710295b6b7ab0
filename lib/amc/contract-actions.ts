'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { NotAuthorisedError, requireStaff } from '@/lib/auth/viewer';
import { dubaiToday, now } from '@/lib/clock';
import { taxSupplier } from '@/lib/config/business';
import { getDb } from '@/lib/db/client';
import { localeFrom } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { serverText } from '@/lib/i18n/server-text';
import type { InvoiceFormResult } from '@/lib/invoices/actions';
import { errorCode, log } from '@/lib/log';
import { formatAed } from '@/lib/pricing/money';
import { getPrices } from '@/lib/pricing/store';
import { isLinkToken } from '@/lib/requests/token';
import { readOffer, type OfferError } from './contract';
import { readTrn } from '@/lib/invoices/site-lines';
import { acceptContract, offerContract, type OfferRefusal } from './contract-store';
import { COMPANY_NAME_LENGTH } from './contract';

// The contract's two forms: staff's offer on the record's AMC panel (answered in the page's language,
// every reason why not, and then nothing stored), and the customer's "Accept" on the AMC request's
// private page, a plain post answered with a redirect (post/redirect/get), working without JavaScript.

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

export async function offerContractAction(
  _: InvoiceFormResult | null,
  form: FormData,
): Promise<InvoiceFormResult> {
  const locale = localeFrom(form instanceof FormData ? form.get('locale') : null);
  const t = serverText(locale);
  const error = (code: OfferError | OfferRefusal | 'forbidden' | 'failed') =>
    t(`amcPlans.contract.staff.errors.${code}`);
  if (!(form instanceof FormData)) return { ok: false, errors: [error('failed')] };
  try {
    const viewer = await requireStaff();
    const requestId = field(form, 'requestId');
    const read = readOffer(
      {
        plan: form.get('plan'),
        unitType: form.get('unitType'),
        units: form.get('units'),
        startDate: form.get('startDate'),
        instalments: form.get('instalments'),
      },
      dubaiToday(),
    );
    if (!read.ok) return { ok: false, errors: read.errors.map(error) };
    if (!/^[0-9a-f-]{36}$/i.test(requestId)) return { ok: false, errors: [error('not_found')] };
    const { db } = await getDb();
    const result = await offerContract(db, {
      requestId,
      terms: read.terms,
      prices: await getPrices(),
      actor: `staff:${viewer.email}`,
      now: now(),
    });
    if (!result.ok) return { ok: false, errors: [error(result.code)] };
    revalidatePath('/[locale]/admin', 'layout');
    return {
      ok: true,
      message: t('amcPlans.contract.staff.offered', {
        total: formatAed(result.contract.totalWithVatFils, locale),
      }),
    };
  } catch (e) {
    if (e instanceof NotAuthorisedError) return { ok: false, errors: [error('forbidden')] };
    log.error('amc.offer_failed', errorCode(e));
    return { ok: false, errors: [error('failed')] };
  }
}

export async function acceptContractAction(_state: null, form: FormData): Promise<null> {
  if (!(form instanceof FormData)) return null;
  const token = field(form, 'token');
  const locale = localeFrom(form.get('locale'));
  if (!isLinkToken(token)) return null;
  const path = localizedPath(locale, `/amc-plans/${token}`);
  // The company and TRN are optional; a TRN that is not 15 digits is refused before anything changes.
  const trn = readTrn(form.get('customerTrn'));
  if (!trn.ok) redirect(`${path}?contract=trn#contract-heading`);
  const companyName = field(form, 'company').trim().slice(0, COMPANY_NAME_LENGTH) || null;
  let outcome: 'accepted' | 'failed' | null;
  try {
    const { db } = await getDb();
    const result = await acceptContract(db, {
      token,
      supplier: taxSupplier,
      now: now(),
      company: { name: companyName, trn: trn.trn },
    });
    outcome = result.ok ? 'accepted' : null;
  } catch (e) {
    log.error('amc.accept_failed', errorCode(e));
    outcome = 'failed';
  }
  redirect(outcome ? `${path}?contract=${outcome}#contract-heading` : path);
}
