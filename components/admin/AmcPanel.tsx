import { getTranslations } from 'next-intl/server';
import { AmcContractForm } from '@/components/admin/AmcContractForm';
import { contractForStaff } from '@/lib/amc/contract-staff';
import { amcRecapRows } from '@/lib/amc/recap';
import { amcEstimateOf } from '@/lib/amc/store';
import type { leads } from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';

/**
 * The contract an AMC request asks for, for staff: the same rows as the customer's private page and
 * e-mail (lib/amc/recap.ts), so the plan has the one name and the total is the one the customer saw;
 * then the contract offered from it (AmcContractForm).
 */
export async function AmcPanel({
  lead,
  locale,
}: {
  lead: typeof leads.$inferSelect;
  locale: Locale;
}) {
  const t = await getTranslations('admin.amc');
  // The rows name no reference: the pipeline and the history show it.
  const rows = amcRecapRows(serverText(locale), { reference: '' }, lead, locale);
  const { contract, invoiceNumber } = await contractForStaff(lead.id);
  return (
    <section className="rounded-lg border border-gray-200 p-4" data-testid="amc-panel">
      <h2 className="font-bold text-brand-900">{t('heading')}</h2>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-semibold text-gray-600">{label}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <AmcContractForm
        requestId={lead.id}
        estimate={amcEstimateOf(lead)}
        contract={contract}
        invoiceNumber={invoiceNumber}
        locale={locale}
      />
    </section>
  );
}
