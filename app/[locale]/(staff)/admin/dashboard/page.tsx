import { getTranslations, setRequestLocale } from 'next-intl/server';
import { chartColours, WeeklyChart } from '@/components/schedule/WeeklyChart';
import { getViewer } from '@/lib/auth/viewer';
import { isEmirateSlug } from '@/lib/catalogue';
import { localizedPath } from '@/lib/i18n/paths';
import { localeInfo } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';
import { dashboardFigures } from '@/lib/schedule/admin';
import {
  dashboardDimensions,
  isDimension,
  NONE,
  OTHER,
  WEEKS,
  type Dimension,
} from '@/lib/schedule/dashboard';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * Leads and bookings per week for the last twelve weeks, by kind, service, emirate or source page, and
 * how fast the first answer came. Server-rendered SVG with the same figures as a table.
 */
export default async function DashboardPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await getViewer())?.isStaff) return null;
  const raw = (await searchParams).by;
  const by: Dimension = isDimension(raw) ? raw : 'kind';
  const t = await getTranslations('schedule.dashboard');
  const words = serverText(locale);
  const { weekly, response } = await dashboardFigures(by);
  const number = (n: number, digits = 0) =>
    new Intl.NumberFormat(localeInfo[locale].numberTag, { maximumFractionDigits: digits }).format(
      n,
    );
  const weekLabel = (date: string) =>
    new Intl.DateTimeFormat(localeInfo[locale].numberTag, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${date}T12:00:00Z`));
  const groupName = (key: string) => {
    if (key === NONE) return t('none');
    if (key === OTHER) return t('other');
    if (by === 'kind') return words.maybe(`admin.kinds.${key}`) ?? key;
    if (by === 'emirate' && isEmirateSlug(key)) return words(`common.emirates.${key}`);
    return key;
  };
  const labels = weekly.weeks.map(weekLabel);
  const names = weekly.groups.map(groupName);
  const self = localizedPath(locale, '/admin/dashboard');
  const duration = (minutes: number) =>
    minutes < 60
      ? t('minutes', { n: minutes })
      : minutes < 48 * 60
        ? t('hours', { n: number(minutes / 60, 1) })
        : t('days', { n: number(minutes / 1440, 1) });

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <p className="mt-2 text-gray-700">{t('lead', { weeks: WEEKS })}</p>

      <section aria-labelledby="response" className="mt-6 grid gap-4 sm:grid-cols-2">
        <h2 id="response" className="sr-only">
          {t('response.heading')}
        </h2>
        <div className="rounded-lg border border-gray-200 p-4" data-testid="answered-share">
          <p className="text-sm font-semibold text-gray-600">{t('response.share')}</p>
          <p className="mt-1 text-3xl font-bold text-brand-900" dir="ltr">
            {response.share === null ? '–' : `${number(response.share * 100)}%`}
          </p>
          <p className="mt-1 text-sm text-gray-600">
            {t('response.shareOf', { within: response.within24h, due: response.due })}
          </p>
        </div>
        <div className="rounded-lg border border-gray-200 p-4" data-testid="median-response">
          <p className="text-sm font-semibold text-gray-600">{t('response.median')}</p>
          <p className="mt-1 text-3xl font-bold text-brand-900">
            {response.medianMinutes === null ? '–' : duration(response.medianMinutes)}
          </p>
          <p className="mt-1 text-sm text-gray-600">
            {t('response.medianOf', { answered: response.answered })}
          </p>
        </div>
        <p className="text-sm text-gray-600 sm:col-span-2">{t('response.definition')}</p>
      </section>

      <section aria-labelledby="weekly" className="mt-8">
        <h2 id="weekly" className="text-xl font-bold text-brand-900">
          {t('weekly.heading', { by: t(`by.${by}`) })}
        </h2>
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
            groups={names}
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
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-sm" data-testid="weekly-table">
            <caption className="text-start text-sm text-gray-600">
              {t('weekly.tableCaption')}
            </caption>
            <thead className="bg-brand-50">
              <tr>
                <th scope="col" className="p-2 text-start">
                  {t('weekly.week')}
                </th>
                {names.map((name, g) => (
                  <th key={weekly.groups[g]} scope="col" className="p-2 text-start">
                    <bdi>{name}</bdi>
                  </th>
                ))}
                <th scope="col" className="p-2 text-start">
                  {t('weekly.total')}
                </th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
