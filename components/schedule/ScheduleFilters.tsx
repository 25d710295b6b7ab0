import { getTranslations } from 'next-intl/server';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { LabelledSelect } from '@/components/ui/Select';
import { zones } from '@/lib/booking/zones';
import { scheduleQuery, shiftDate, type ScheduleQuery } from '@/lib/schedule/query';
import type { ScheduleHref } from './ScheduleDay';

/** The view chooser (a GET form: day, day or week, zone) and the links to the day or week around. */
export async function ScheduleFilters({
  q,
  self,
  href,
}: {
  q: ScheduleQuery;
  self: string;
  href: ScheduleHref;
}) {
  const t = await getTranslations('schedule');
  const tz = await getTranslations('admin.booking.zones');
  const step = q.view === 'week' ? 7 : 1;
  // The filter selects' look: a small control under a bold label, like the day's date field.
  const compact = { labelClassName: 'text-sm font-semibold', size: 'sm' } as const;
  return (
    <>
      <form
        method="get"
        action={self}
        className="mt-4 flex flex-wrap items-end gap-3"
        data-testid="schedule-filters"
      >
        <label className="text-sm font-semibold">
          {t('filters.day')}
          <Input type="date" name="day" defaultValue={q.day} size="sm" dir="ltr" />
        </label>
        <LabelledSelect
          label={t('filters.view')}
          name="view"
          defaultValue={q.view}
          {...compact}
          options={[
            { value: 'day', label: t('filters.dayView') },
            { value: 'week', label: t('filters.weekView') },
          ]}
        />
        <LabelledSelect
          label={t('filters.zone')}
          name="zone"
          defaultValue={q.zone ?? ''}
          {...compact}
          placeholder={t('filters.allZones')}
          options={zones.map((z) => ({ value: z, label: tz(z) }))}
        />
        <Button type="submit" size="sm">
          {t('filters.show')}
        </Button>
      </form>
      <nav aria-label={t('filters.pages')} className="mt-3 flex flex-wrap gap-4 text-sm">
        <a
          className="text-brand-700 underline"
          href={href({ day: shiftDate(q.day, -step), booking: null })}
        >
          {q.view === 'week' ? t('filters.previousWeek') : t('filters.previousDay')}
        </a>
        <a
          className="text-brand-700 underline"
          href={href({ day: scheduleQuery({}).day, booking: null })}
        >
          {t('filters.today')}
        </a>
        <a
          className="text-brand-700 underline"
          href={href({ day: shiftDate(q.day, step), booking: null })}
        >
          {q.view === 'week' ? t('filters.nextWeek') : t('filters.nextDay')}
        </a>
      </nav>
    </>
  );
}
