import { ContractSchedule } from '@/components/amc/ContractSchedule';
import { RecapList } from '@/components/booking/PrivatePage';
import { InvoiceForm } from '@/components/invoices/InvoiceForm';
import { Input } from '@/components/ui/Input';
import { labelled, LabelledSelect } from '@/components/ui/Select';
import { offerContractAction } from '@/lib/amc/contract-actions';
import { instalmentPlans, latestContractStart } from '@/lib/amc/contract';
import type { ContractRow } from '@/lib/amc/contract-store';
import { contractRows, scheduleRows } from '@/lib/amc/contract-view';
import type { AmcEstimate } from '@/lib/amc/store';
import { longDate } from '@/lib/booking/recap';
import { dubaiToday } from '@/lib/clock';
import type { Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { serverText } from '@/lib/i18n/server-text';
import { MAX_UNITS } from '@/lib/pricing/estimate';
import { amcPlans, unitTypes } from '@/lib/pricing/price-list';

/**
 * The contract part of the staff AMC panel: the offer standing (its rows and instalments, as the
 * customer reads them) and, until the customer accepts, the form that offers or changes it, filled
 * from the offer or else from what the request asked for.
 */
export function AmcContractForm({
  requestId,
  estimate,
  contract,
  invoiceNumber,
  locale,
}: {
  requestId: string;
  estimate: AmcEstimate;
  contract: ContractRow | null;
  invoiceNumber: string | null;
  locale: Locale;
}) {
  const t = serverText(locale);
  const s = 'amcPlans.contract.staff';
  const today = dubaiToday();
  const requestedStart = `${estimate.startMonth}-01`;
  const start = contract?.startDate ?? (requestedStart >= today ? requestedStart : today);
  const label = 'block text-sm';
  const box = { size: 'sm', className: 'mt-1 w-full' } as const;
  // The plan and the unit type: a select each, filled from the offer or else from the request.
  const choice = <T extends string>(
    name: 'plan' | 'unitType',
    values: readonly T[],
    nameOf: (value: T) => string,
  ) => (
    <LabelledSelect
      label={t(`${s}.${name}`)}
      labelClassName={label}
      name={name}
      defaultValue={contract?.[name] ?? estimate[name]}
      {...box}
      options={labelled(values, nameOf)}
    />
  );
  return (
    <div className="mt-4 border-t border-gray-200 pt-3" data-testid="amc-contract">
      <h3 className="font-semibold text-brand-900">{t(`${s}.heading`)}</h3>
      {contract && (
        <>
          <p className="mt-1 text-sm" data-testid="amc-contract-status">
            {contract.status === 'accepted'
              ? t(`${s}.status.accepted`, {
                  date: longDate(dubaiToday(contract.acceptedAt!), locale),
                  number: invoiceNumber ?? '',
                })
              : t(`${s}.status.offered`, {
                  date: longDate(dubaiToday(contract.offeredAt), locale),
                })}
          </p>
          <div className="text-sm">
            <RecapList rows={contractRows(t, contract, locale)} testId="amc-contract-rows" />
          </div>
          <ContractSchedule
            t={t}
            rows={scheduleRows(t, contract, locale)}
            caption={t('amcPlans.contract.scheduleHeading')}
          />
        </>
      )}
      {contract?.status !== 'accepted' && (
        <div className="mt-3">
          <p className="mb-3 text-sm text-gray-700">{t(`${s}.intro`)}</p>
          <InvoiceForm
            action={offerContractAction}
            permalink={localizedPath(locale, `/admin/${requestId}`)}
            submit={t(contract ? `${s}.change` : `${s}.offer`)}
            testId="amc-offer-form"
          >
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="requestId" value={requestId} />
            <div className="grid grid-cols-2 gap-2">
              {choice('plan', amcPlans, (p) => t(`amcPlans.plans.${p}.name`))}
              {choice('unitType', unitTypes, (u) => t(`amcPlans.unitTypes.${u}`))}
              <label className={label}>
                {/* The server's limits, shown before sending (lib/amc/contract.ts readOffer). */}
                {`${t(`${s}.units`)} (1–${MAX_UNITS})`}
                <Input
                  name="units"
                  inputMode="numeric"
                  required
                  defaultValue={String(contract?.units ?? estimate.units)}
                  {...box}
                />
              </label>
              <label className={label}>
                {t(`${s}.startDate`)}
                <Input
                  name="startDate"
                  type="date"
                  required
                  min={today}
                  max={latestContractStart(today)}
                  defaultValue={start}
                  dir="ltr"
                  {...box}
                />
              </label>
            </div>
            <fieldset>
              <legend className="text-sm">{t(`${s}.instalments`)}</legend>
              <div className="mt-1 flex flex-wrap gap-4 text-sm">
                {instalmentPlans.map((p) => (
                  <label key={p} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name="instalments"
                      value={p}
                      defaultChecked={(contract?.instalments ?? 'yearly') === p}
                    />
                    {t(`amcPlans.contract.instalmentsValue.${p}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          </InvoiceForm>
        </div>
      )}
    </div>
  );
}
