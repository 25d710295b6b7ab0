import { getTranslations } from 'next-intl/server';
import { ResponseFigures } from '@/components/schedule/ResponseFigures';
import { WeeklyFigures } from '@/components/schedule/WeeklyFigures';
import { PageHeading } from '@/components/workspace/Shells';
import { isEmirateSlug } from '@/lib/catalogue';
import { localizedPath } from '@/lib/i18n/paths';
import { serverText } from '@/lib/i18n/server-text';
import { dashboardFigures } from '@/lib/schedule/admin';
import { dashboardDimensions, NONE, OTHER, WEEKS } from '@/lib/schedule/dashboard';
import { oneOf } from '@/lib/workspace/params';
import { openStaffPage, staffTitle, type StaffPageProps } from '../../_routes/staff-page';

export const generateMetadata = staffTitle('dashboard');

/**
 * Leads and bookings per week for the last twelve weeks, by kind, service, emirate or source page, and
 * how fast the first answer came. Server-rendered SVG with the same figures as a table.
 */
export default async function DashboardPage({ params, searchParams }: StaffPageProps) {
  const { locale, viewer } = await openStaffPage(params);
  if (!viewer) return null;
  const by = oneOf(dashboardDimensions, (await searchParams).by, 'kind');
  const t = await getTranslations('schedule.dashboard');
  const words = serverText(locale);
  const { weekly, response } = await dashboardFigures(by);
  const groupName = (key: string) => {
    if (key === NONE) return t('none');
    if (key === OTHER) return t('other');
    if (by === 'kind') return words.maybe(`admin.kinds.${key}`) ?? key;
    if (by === 'emirate' && isEmirateSlug(key)) return words(`common.emirates.${key}`);
    return key;
  };

  return (
    <>
      <PageHeading title={t('title')} lead={t('lead', { weeks: WEEKS })} />
      <ResponseFigures response={response} locale={locale} />
      <WeeklyFigures
        weekly={weekly}
        names={weekly.groups.map(groupName)}
        by={by}
        locale={locale}
        self={localizedPath(locale, '/admin/dashboard')}
      />
    </>
  );
}
