import type { ComponentProps, ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Input } from '@/components/ui/Input';
import type { bookings, invoices } from '@/lib/db/schema';
import {
  creditNoteAction,
  issueInvoiceAction,
  markPaidAction,
  refundAction,
} from '@/lib/invoices/actions';
import { invoiceNumberText, REASON_LENGTH } from '@/lib/invoices/model';
import {
  MAX_DESCRIPTION,
  SITE_ROWS,
  siteFields,
  TRN_TYPED_LENGTH,
} from '@/lib/invoices/site-lines';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { formatAed } from '@/lib/pricing/money';
import { InvoiceForm } from './InvoiceForm';

/**
 * A job's invoices on the staff record: those issued (number, status, total, paid on site, credit
 * note, and for an admin the refund through Stripe of one paid online), and, once the visit is done and no invoice stands, the form that issues one with the lines
 * added on site.
 */
export async function InvoicePanel({
  booking,
  issued,
  locale,
  isAdmin,
}: {
  booking: typeof bookings.$inferSelect;
  issued: (typeof invoices.$inferSelect)[];
  locale: Locale;
  /** Only an admin refunds (the action checks the role again). */
  isAdmin: boolean;
}) {
  const t = await getTranslations('invoice.staff');
  const permalink = localizedPath(locale, `/admin/${booking.leadId}`);
  const corrected = (status: string) => status === 'credited' || status === 'refunded';
  // An invoice's forms (mark paid, refund, credit note): each names its button and reason by `action`.
  const reasonForm = (action: 'markPaid' | 'refund' | 'credit', invoiceId: string) => ({
    submit: t(action),
    label: t(`${action}Reason`),
    permalink,
    invoiceId,
    locale,
  });
  const standing = issued.some((i) => i.kind === 'invoice' && !corrected(i.status));
  return (
    <section className="rounded-lg border border-gray-200 p-4" data-testid="invoice-panel">
      <h2 className="font-bold text-brand-900">{t('heading')}</h2>
      {issued.length > 0 && (
        <>
          <h3 className="mt-3 text-sm font-semibold">{t('list')}</h3>
          <ul className="mt-2 space-y-4 text-sm" data-testid="invoice-list">
            {issued.map((inv) => (
              <li key={inv.id} data-invoice={invoiceNumberText(inv.kind, inv.number)}>
                <p>
                  <span className="font-mono font-bold" dir="ltr">
                    {invoiceNumberText(inv.kind, inv.number)}
                  </span>{' '}
                  {formatAed(inv.totalFils, locale)} · {t(`status.${inv.status}`)}
                </p>
                {inv.kind === 'invoice' && inv.status === 'issued' && (
                  <ReasonForm
                    action={markPaidAction}
                    testId="mark-paid-form"
                    {...reasonForm('markPaid', inv.id)}
                  />
                )}
                {isAdmin &&
                  inv.kind === 'invoice' &&
                  ((inv.status === 'paid' && inv.paidVia === 'stripe') ||
                    inv.status === 'refunded') && (
                    <ReasonForm
                      action={refundAction}
                      testId="refund-form"
                      {...reasonForm('refund', inv.id)}
                      done={inv.status === 'refunded'}
                    >
                      <label className="flex items-start gap-2 text-sm">
                        <input type="checkbox" name="confirm" value="yes" required />
                        {t('refundConfirm', { amount: formatAed(inv.totalFils, locale) })}
                      </label>
                    </ReasonForm>
                  )}
                {inv.kind === 'invoice' && !corrected(inv.status) && (
                  <ReasonForm
                    action={creditNoteAction}
                    testId="credit-form"
                    {...reasonForm('credit', inv.id)}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {booking.status !== 'done' ? (
        <p className="mt-2 text-sm text-gray-700">{t('notDone')}</p>
      ) : (
        !standing && (
          <div className="mt-3">
            <p className="mb-3 text-sm text-gray-700">{t('intro')}</p>
            <InvoiceForm
              action={issueInvoiceAction}
              permalink={permalink}
              submit={t('issue')}
              testId="issue-invoice-form"
            >
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="requestId" value={booking.leadId} />
              <fieldset className="space-y-3">
                <legend className="text-sm font-semibold">{t('siteHeading')}</legend>
                {Array.from({ length: SITE_ROWS }, (_, row) => (
                  <fieldset
                    key={row}
                    className="grid grid-cols-2 gap-2 border-t border-gray-100 pt-2"
                  >
                    <legend className="text-xs text-gray-600">
                      {t('row', { number: row + 1 })}
                    </legend>
                    <SmallField label={t('description')} wide>
                      <Input name={siteFields.description} maxLength={MAX_DESCRIPTION} {...box} />
                    </SmallField>
                    <SmallField label={t('count')}>
                      <Input
                        name={siteFields.count}
                        inputMode="numeric"
                        defaultValue="1"
                        {...box}
                      />
                    </SmallField>
                    <SmallField label={t('price')}>
                      <Input name={siteFields.price} inputMode="decimal" dir="ltr" {...box} />
                    </SmallField>
                    <SmallField label={t('discount')}>
                      <Input name={siteFields.discount} inputMode="decimal" dir="ltr" {...box} />
                    </SmallField>
                  </fieldset>
                ))}
              </fieldset>
              <SmallField label={t('customerTrn')}>
                <Input
                  name="customerTrn"
                  inputMode="numeric"
                  maxLength={TRN_TYPED_LENGTH}
                  dir="ltr"
                  {...box}
                />
              </SmallField>
              <SmallField label={t('customerAddress')}>
                <Input name="customerAddress" maxLength={300} {...box} />
              </SmallField>
            </InvoiceForm>
          </div>
        )
      )}
    </section>
  );
}

/** A change to an issued invoice that staff give a reason for (paid on site, a credit note, a refund). */
function ReasonForm({
  label,
  invoiceId,
  locale,
  children,
  ...form
}: Omit<ComponentProps<typeof InvoiceForm>, 'children'> & {
  label: string;
  invoiceId: string;
  locale: Locale;
  children?: ReactNode;
}) {
  return (
    <InvoiceForm {...form}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="invoiceId" value={invoiceId} />
      <label className="block text-sm">
        {label}
        <Input
          name="reason"
          required
          minLength={REASON_LENGTH.min}
          maxLength={REASON_LENGTH.max}
          size="sm"
          className="mt-1 w-full"
        />
      </label>
      {children}
    </InvoiceForm>
  );
}

/** The labels and inputs of the issue form: small, each input the width of its label. */
const small = 'block text-sm';
const box = { size: 'sm', className: 'mt-1 w-full' } as const;

/** One labelled input of the issue form; `wide` spans both columns of a site line's row. */
function SmallField({
  label,
  wide,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <label className={wide ? `${small} col-span-2` : small}>
      {label}
      {children}
    </label>
  );
}
