import { getTranslations } from 'next-intl/server';
import { BookingPanel } from '@/components/schedule/BookingPanel';
import { ScheduleDay } from '@/components/schedule/ScheduleDay';
import { ScheduleFilters } from '@/components/schedule/ScheduleFilters';
import { ScheduleWeek } from '@/components/schedule/ScheduleWeek';
import { FlashMessages, Notice } from '@/components/workspace/Flash';
import { localizedPath } from '@/lib/i18n/paths';
import { scheduleQuery, scheduleSearch } from '@/lib/schedule/query';
import { readFlash } from '@/lib/workspace/flash';
import { scheduleFlash } from '@/lib/workspace/flash-rules';
import { scheduleView } from '@/lib/workspace/pages';
import { openStaffPage, staffTitle, type StaffPageProps } from '../../_routes/staff-page';

export const generateMetadata = staffTitle('schedule');

/**
 * The day's (or the week's) visits per zone and window, with the places taken and free; a booking
 * opens a panel to assign, move or mark it. GET parameters carry the view, so every state has an
 * address and the page works without JavaScript.
 */
export default async function SchedulePage({ params, searchParams }: StaffPageProps) {
  const { locale, viewer } = await openStaffPage(params);
  if (!viewer) return null;
  const raw = await searchParams;
  const q = scheduleQuery(raw);
  const t = await getTranslations('schedule');
  const { plan, panel, technicians } = await scheduleView(q);
  const self = localizedPath(locale, '/admin/schedule');
  const href = (change: Partial<typeof q>) => `${self}?${scheduleSearch({ ...q, ...change })}`;

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <ScheduleFilters q={q} self={self} href={href} />
      <FlashMessages
        flashes={readFlash(raw, scheduleFlash)}
        locale={locale}
        testId="schedule-outcome"
      />
      {q.booking && !panel && (
        <Notice
          tone="error"
          text={t('outcome.notFound')}
          testId="schedule-outcome"
          focusId="not-found-message"
        />
      )}
      {panel && (
        <BookingPanel
          locale={locale}
          query={q}
          booking={panel.booking}
          days={panel.days}
          technicians={technicians}
          isAdmin={viewer.isAdmin}
        />
      )}
      {q.view === 'week' ? (
        <ScheduleWeek plan={plan} locale={locale} href={href} />
      ) : (
        plan.map((day) => <ScheduleDay key={day.date} day={day} locale={locale} href={href} />)
      )}
    </>
  );
}
