import { getTranslations } from 'next-intl/server';
import { chartColours, WeeklyChart } from '@/components/schedule/WeeklyChart';
import { DataTable, Section } from '@/components/workspace/Shells';
import { localeInfo } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/routing';
import {
  dashboardDimensions,
  WEEKS,
  type Dimension,
  type WeeklyFigures as Figures,
} from '@/lib/schedule/dashboard';
import { dashboardNumber } from './ResponseFigures';

/**
 * Leads per week by one dimension (links switch it): a chart, its legend, and the same figures as a
 * table (the chart's text alternative). `names` are the groups in words.
 */
export async function WeeklyFigures({
  weekly,
  names,
  by,
  locale,
  self,
}: {
  weekly: Figures;
  names: readonly string[];
  by: Dimension;
  locale: Locale;
  self: string;
}) {
  const t = await getTranslations('schedule.dashboard');
  const number = dashboardNumber(locale);
  const labels = weekly.weeks.map((date) =>
    new Intl.DateTimeFormat(localeInfo[locale].numberTag, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`)),
  );
  const headers = [
    { key: '*week', label: t('weekly.week') },
    ...names.map((name, g) => ({ key: weekly.groups[g]!, label: <bdi>{name}</bdi> })),
    { key: '*total', label: t('weekly.total') },
  ];
  return (
    <Section id="weekly" heading={t('weekly.heading', { by: t(`by.${by}`) })}>
      <nav aria-label={t('weekly.byLabel')} className="mt-2 flex flex-wrap gap-3 text-sm">
        {dashboardDimensions.map((d) => (
          <a
            key={d}
            href={`${self}?by=${d}`}
            aria-current={d === by ? 'page' : undefined}
            className={d === by ? 'font-bold text-brand-900' : 'text-brand-700 underline'}
          >
            {t(`by.${d}`)}
          </a>
        ))}
      </nav>
      <div className="mt-4">
        <WeeklyChart
          id="weekly-chart"
          title={t('weekly.chartTitle', { by: t(`by.${by}`), weeks: WEEKS })}
          description={t('weekly.chartDesc', { total: weekly.total })}
          weekLabels={labels}
          groups={[...names]}
          counts={weekly.counts}
          rtl={locale === 'ar'}
        />
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t('weekly.legend')}>
        {names.map((name, g) => (
          <li key={weekly.groups[g]} className="flex items-center gap-1">
            <span
              aria-hidden="true"
              className="inline-block h-3 w-3 rounded-sm"
              style={{ backgroundColor: chartColours[g % chartColours.length] }}
            />
            <bdi>{name}</bdi>
          </li>
        ))}
      </ul>
      <DataTable
        testId="weekly-table"
        spacing="mt-4"
        headers={headers}
        caption={
          <caption className="text-start text-sm text-gray-600">{t('weekly.tableCaption')}</caption>
        }
      >
        {weekly.weeks.map((week, i) => (
          <tr key={week} className="border-b border-gray-100" data-week={week}>
            <th scope="row" className="p-2 text-start font-semibold whitespace-nowrap">
              {t('weekly.weekOf', { day: labels[i]! })}
            </th>
            {weekly.counts[i]!.map((n, g) => (
              <td key={weekly.groups[g]} className="p-2">
                {number(n)}
              </td>
            ))}
            <td className="p-2 font-semibold">
              {number(weekly.counts[i]!.reduce((a, b) => a + b, 0))}
            </td>
          </tr>
        ))}
      </DataTable>
    </Section>
  );
}
