'use server';

import { revalidatePath } from 'next/cache';
import { NotAuthorisedError } from '@/lib/auth/viewer';
import { localeFrom } from '@/lib/i18n/locales';
import { serverText } from '@/lib/i18n/server-text';
import { errorCode, log } from '@/lib/log';
import { readSiteLines, readTrn } from './site-lines';
import { creditForStaff, issueForStaff, markPaidForStaff, refundForAdmin } from './staff';
import { REASON_LENGTH } from './model';

// The staff forms of the record's invoice panel. Each answers in the page's language: done (with the
// customer's link, shown once), or every reason why not, and then nothing has changed.

export type InvoiceFormResult =
  { ok: true; message: string; link?: string } | { ok: false; errors: string[] };

type StaffError = keyof ReturnType<typeof errorWords>;
const errorWords = (t: ReturnType<typeof serverText>) => ({
  not_found: t('invoice.staff.errors.not_found'),
  not_done: t('invoice.staff.errors.not_done'),
  already_invoiced: t('invoice.staff.errors.already_invoiced'),
  no_lines: t('invoice.staff.errors.no_lines'),
  already_paid: t('invoice.staff.errors.already_paid'),
  already_credited: t('invoice.staff.errors.already_credited'),
  not_an_invoice: t('invoice.staff.errors.invalid'),
  invalid: t('invoice.staff.errors.invalid'),
  reason: t('invoice.staff.errors.reason'),
  trn: t('invoice.staff.errors.trn'),
  not_paid: t('invoice.staff.errors.not_paid'),
  paid_on_site: t('invoice.staff.errors.paid_on_site'),
  already_refunded: t('invoice.staff.errors.already_refunded'),
  stripe_failed: t('invoice.staff.errors.stripe_failed'),
  confirm: t('invoice.staff.errors.confirm'),
});

const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};
const isUuid = (v: string) => /^[0-9a-f-]{36}$/i.test(v);

async function run(
  form: unknown,
  change: (form: FormData, t: ReturnType<typeof serverText>) => Promise<InvoiceFormResult>,
): Promise<InvoiceFormResult> {
  const t = serverText(localeFrom(form instanceof FormData ? form.get('locale') : null));
  if (!(form instanceof FormData))
    return { ok: false, errors: [t('invoice.staff.errors.invalid')] };
  try {
    const result = await change(form, t);
    if (result.ok) revalidatePath('/[locale]/admin', 'layout');
    return result;
  } catch (error) {
    if (error instanceof NotAuthorisedError)
      return { ok: false, errors: [t('invoice.staff.errors.forbidden')] };
    log.error('admin.invoice_failed', errorCode(error));
    return { ok: false, errors: [t('invoice.staff.errors.failed')] };
  }
}

const refused = (t: ReturnType<typeof serverText>, code: StaffError): InvoiceFormResult => ({
  ok: false,
  errors: [errorWords(t)[code]],
});

export async function issueInvoiceAction(_: InvoiceFormResult | null, form: FormData) {
  return run(form, async (f, t) => {
    const requestId = text(f, 'requestId');
    if (!isUuid(requestId)) return refused(t, 'invalid');
    const lines = readSiteLines(f);
    const trn = readTrn(f.get('customerTrn'));
    const errors = lines.ok
      ? []
      : lines.errors.map((e) => t(`invoice.staff.errors.${e.field}`, { number: e.row + 1 }));
    if (!trn.ok) errors.push(t('invoice.staff.errors.trn'));
    if (!lines.ok || !trn.ok) return { ok: false, errors };
    const result = await issueForStaff({
      requestId,
      siteLines: lines.lines,
      customerTrn: trn.trn,
      customerAddress: text(f, 'customerAddress').slice(0, 300) || null,
    });
    if (!result.ok) return refused(t, result.code);
    return {
      ok: true,
      message: t('invoice.staff.issued', { number: result.number }),
      link: result.link,
    };
  });
}

/** The invoice a correction (paid on site, credit note, refund) names and its reason, or why not. */
const readCorrection = (f: FormData) => {
  const invoiceId = text(f, 'invoiceId');
  const reason = text(f, 'reason');
  if (!isUuid(invoiceId)) return { ok: false, code: 'invalid' } as const;
  if (reason.length < REASON_LENGTH.min || reason.length > REASON_LENGTH.max)
    return { ok: false, code: 'reason' } as const;
  return { ok: true, invoiceId, reason } as const;
};

export async function markPaidAction(_: InvoiceFormResult | null, form: FormData) {
  return run(form, async (f, t) => {
    const asked = readCorrection(f);
    if (!asked.ok) return refused(t, asked.code);
    const { invoiceId, reason } = asked;
    if (!(await markPaidForStaff(invoiceId, reason))) return refused(t, 'already_paid');
    return { ok: true, message: t('invoice.staff.paidSaved') };
  });
}

export async function creditNoteAction(_: InvoiceFormResult | null, form: FormData) {
  return run(form, async (f, t) => {
    const asked = readCorrection(f);
    if (!asked.ok) return refused(t, asked.code);
    const { invoiceId, reason } = asked;
    const result = await creditForStaff(invoiceId, reason);
    if (!result.ok) return refused(t, result.code);
    return {
      ok: true,
      message: t('invoice.staff.creditSaved', { number: result.number }),
      link: result.link,
    };
  });
}

/** An admin's refund through Stripe: a reason and a ticked confirmation, then Stripe's answer. */
export async function refundAction(_: InvoiceFormResult | null, form: FormData) {
  return run(form, async (f, t) => {
    const asked = readCorrection(f);
    if (!asked.ok) return refused(t, asked.code);
    const { invoiceId, reason } = asked;
    if (text(f, 'confirm') !== 'yes') return refused(t, 'confirm');
    const result = await refundForAdmin(invoiceId, reason);
    if (!result.ok) return refused(t, result.code);
    return {
      ok: true,
      message: t('invoice.staff.refundSaved', { number: result.creditNote.number }),
      link: result.link,
    };
  });
}
