import type { ServerText } from '@/lib/i18n/server-text';
import { compareRows, type PlanColumn } from '@/lib/amc/view';

// The three plans side by side. A phone gets one card per plan (a wide table would scroll sideways
// and hide the last plan); from md up, a fixed-layout table whose four columns share the width, so
// every column fits and long values wrap inside their cell.

export function PlanComparison({ t, plans }: { t: ServerText; plans: PlanColumn[] }) {
  const label = (row: (typeof compareRows)[number]) => t(`amcPlans.compare.rows.${row}`);
  return (
    <section aria-labelledby="compare-heading" className="mt-10" data-testid="amc-compare">
      <h2 id="compare-heading" className="text-2xl font-bold text-brand-900">
        {t('amcPlans.compare.heading')}
      </h2>

      <ul className="mt-4 grid gap-4 md:hidden" data-testid="amc-cards">
        {plans.map((p) => (
          <li
            key={p.plan}
            className="rounded-xl border border-gray-200 p-5 render-near-view [--near-view-height:560px]"
          >
            <h3 className="text-xl font-bold text-brand-900">{p.name}</h3>
            <p className="mt-1 text-sm text-gray-700">{p.for}</p>
            <dl className="mt-3 space-y-2">
              {compareRows.map((row) => (
                <div key={row}>
                  <dt className="text-sm font-semibold text-gray-600">{label(row)}</dt>
                  <dd className={row === 'price' ? 'font-bold text-brand-900' : ''}>
                    {p.cells[row]}
                  </dd>
                </div>
              ))}
            </dl>
            <a
              href={`?plan=${p.plan}`}
              className="mt-4 inline-block font-semibold text-brand-700 underline"
            >
              {t('amcPlans.compare.choose', { plan: p.name })}
            </a>
          </li>
        ))}
      </ul>

      <table
        className="mt-4 hidden w-full table-fixed border-collapse text-sm md:table"
        data-testid="amc-table"
      >
        <caption className="sr-only">{t('amcPlans.compare.caption')}</caption>
        <thead>
          <tr className="border-b-2 border-brand-700 text-start">
            <th scope="col" className="w-1/4 p-3 text-start font-semibold text-gray-600">
              {t('amcPlans.compare.feature')}
            </th>
            {plans.map((p) => (
              <th key={p.plan} scope="col" className="p-3 text-start align-top">
                <span className="block text-lg font-bold text-brand-900">{p.name}</span>
                <span className="mt-1 block font-normal text-gray-700">{p.for}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {compareRows.map((row) => (
            <tr key={row} className="border-b border-gray-200">
              <th scope="row" className="p-3 text-start align-top font-semibold text-gray-700">
                {label(row)}
              </th>
              {plans.map((p) => (
                <td
                  key={p.plan}
                  className={`p-3 align-top break-words ${row === 'price' ? 'font-bold text-brand-900' : ''}`}
                >
                  {p.cells[row]}
                </td>
              ))}
            </tr>
          ))}
          <tr>
            <td />
            {plans.map((p) => (
              <td key={p.plan} className="p-3">
                <a href={`?plan=${p.plan}`} className="font-semibold text-brand-700 underline">
                  {t('amcPlans.compare.choose', { plan: p.name })}
                </a>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p className="mt-3 text-sm text-gray-700">{t('amcPlans.vatNote')}</p>
      <p className="mt-2 text-sm text-gray-700">{t('amcPlans.responseNote')}</p>

      <h3 className="mt-8 text-xl font-bold text-brand-900">{t('amcPlans.exclusions.heading')}</h3>
      <ul className="mt-2 list-disc space-y-1 ps-6" data-testid="amc-exclusions">
        <li>{t('amcPlans.exclusions.damage')}</li>
        <li>{t('amcPlans.exclusions.faults')}</li>
        <li>{t('amcPlans.exclusions.old')}</li>
        <li>{t('amcPlans.exclusions.survey')}</li>
      </ul>
    </section>
  );
}
