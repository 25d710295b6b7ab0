import { ActionForm } from '@/components/forms/ActionForm';
import { PrivateSection, RecapList } from '@/components/booking/PrivatePage';
import { Button } from '@/components/ui/Button';
import { InputField } from '@/components/ui/InputField';
import { COMPANY_NAME_LENGTH } from '@/lib/amc/contract';
import { acceptContractAction } from '@/lib/amc/contract-actions';
import type { ContractRow } from '@/lib/amc/contract-store';
import { contractRows, scheduleRows } from '@/lib/amc/contract-view';
import { longDate } from '@/lib/booking/recap';
import { TRN_TYPED_LENGTH } from '@/lib/invoices/site-lines';
import { dubaiToday } from '@/lib/clock';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import type { ServerText } from '@/lib/i18n/server-text';
import { ContractSchedule } from './ContractSchedule';

/**
 * The contract staff offered, on the AMC request's private page: its terms, price and instalments,
 * the payment rule, and "Accept" (a plain form post); once accepted, the first instalment's invoice,
 * whose own page has "Pay now".
 */
export function ContractOffer({
  t,
  locale,
  token,
  contract,
  invoiceNumber,
  invoicePath,
  outcome,
}: {
  t: ServerText;
  locale: Locale;
  token: string;
  contract: ContractRow;
  invoiceNumber: string | null;
  /** The first instalment's invoice page, once accepted. */
  invoicePath: string | null;
  /** What the accept post answered (?contract=…): just accepted, failed, or a TRN that is not one. */
  outcome: 'accepted' | 'failed' | 'trn' | null;
}) {
  const c = 'amcPlans.contract';
  const accepted = contract.status === 'accepted';
  return (
    <PrivateSection
      id="contract-heading"
      title={t(accepted ? `${c}.acceptedHeading` : `${c}.heading`)}
      card
    >
      {outcome === 'accepted' && accepted && (
        <p
          role="status"
          className="mt-2 font-semibold text-green-800"
          data-testid="contract-accepted"
        >
          {t(`${c}.justAccepted`)}
        </p>
      )}
      {(outcome === 'failed' || outcome === 'trn') && !accepted && (
        <p role="alert" className="mt-2 text-red-800" data-testid="contract-refused">
          {t(outcome === 'trn' ? `${c}.trnInvalid` : `${c}.failed`)}
        </p>
      )}
      {!accepted && <p className="mt-2 text-gray-700">{t(`${c}.intro`)}</p>}
      <RecapList rows={contractRows(t, contract, locale)} testId="contract-rows" />
      <ContractSchedule
        t={t}
        rows={scheduleRows(t, contract, locale)}
        caption={t(`${c}.scheduleHeading`)}
      />
      <p className="mt-3 text-sm text-gray-700">{t('payment.policy.amc')}</p>
      {accepted && invoicePath ? (
        <div className="mt-4" data-testid="contract-invoice">
          <p>{t(`${c}.accepted`, { date: longDate(dubaiToday(contract.acceptedAt!), locale) })}</p>
          <p className="mt-1">
            {t(`${c}.invoice`, { number: invoiceNumber ?? '' })}{' '}
            <a href={invoicePath} className="font-semibold text-brand-700 underline">
              {t(`${c}.invoiceLink`)}
            </a>
          </p>
        </div>
      ) : (
        <ActionForm
          action={acceptContractAction}
          permalink={localizedPath(locale, `/amc-plans/${token}`)}
          className="mt-4"
          data-testid="contract-accept-form"
        >
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={locale} />
          <fieldset className="mb-4 space-y-3">
            <legend className="font-semibold text-gray-900">{t(`${c}.forCompany`)}</legend>
            <InputField
              id="contract-company"
              label={t(`${c}.company`)}
              input={{
                name: 'company',
                maxLength: COMPANY_NAME_LENGTH,
                autoComplete: 'organization',
                className: 'mt-1 w-full max-w-md',
              }}
            />
            <InputField
              id="contract-trn"
              label={t(`${c}.trn`)}
              hint={t(`${c}.trnHint`)}
              input={{
                name: 'customerTrn',
                inputMode: 'numeric',
                dir: 'ltr',
                maxLength: TRN_TYPED_LENGTH,
                className: 'mt-1 w-full max-w-xs',
              }}
            />
          </fieldset>
          <p className="mb-3 text-sm text-gray-700">{t(`${c}.acceptNote`)}</p>
          <Button type="submit">{t(`${c}.accept`)}</Button>
        </ActionForm>
      )}
    </PrivateSection>
  );
}
