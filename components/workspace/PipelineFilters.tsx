import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/Button';
import { SubmitOrLeave } from './SubmitOrLeave';
import { Input } from '@/components/ui/Input';
import { LabelledSelect, type SelectOption } from '@/components/ui/Select';
import { bookingStatuses } from '@/lib/booking/model';
import { emirates } from '@/lib/catalogue';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { leadStatuses, recordKinds } from '@/lib/leads/model';
import { serviceOptions } from '@/lib/leads/schemas';
import type { PipelineView } from '@/lib/workspace/pages';
import { exportSearch } from '@/lib/workspace/pipeline-query';
import type { PipelineFilter } from '@/lib/workspace/pipeline-store';
import { shownStatusNames } from './shown-status';

/** The pipeline's search and filters: a plain GET form, with reset and the CSV export of the same. */
export async function PipelineFilters({
  filter,
  crew,
  locale,
}: {
  filter: PipelineFilter;
  crew: PipelineView['crew'];
  locale: Locale;
}) {
  const t = await getTranslations('admin');
  const tw = await getTranslations('workspace.pipeline');
  const tc = await getTranslations('common');
  const statusName = await shownStatusNames();
  const exportQuery = exportSearch(filter);
  // Every filter but the search and the dates: "any" first, then its choices (and any of its own).
  const select = (
    name: 'kind' | 'status' | 'emirate' | 'service' | 'technician',
    options: readonly SelectOption[],
    children?: ReactNode,
  ) => (
    <LabelledSelect
      label={t(`filters.${name}`)}
      labelClassName="text-xs font-semibold"
      name={name}
      defaultValue={filter[name] ?? ''}
      size="sm"
      placeholder={t('filters.any')}
      options={options}
    >
      {children}
    </LabelledSelect>
  );
  const choices = <V extends string>(values: readonly V[], label: (v: V) => string) =>
    values.map((v) => ({ value: v, label: label(v) }));

  return (
    <form
      method="get"
      className="mt-6 grid gap-3 rounded-lg bg-gray-50 p-4 sm:grid-cols-4 lg:grid-cols-8"
      aria-label={t('filters.heading')}
      data-testid="pipeline-filters"
    >
      <div className="sm:col-span-2">
        <label className="text-xs font-semibold">
          {tw('search')}
          <Input
            type="search"
            name="q"
            defaultValue={filter.q ?? ''}
            size="sm"
            aria-describedby="pipeline-search-hint"
          />
        </label>
        <p id="pipeline-search-hint" className="mt-1 text-xs text-gray-600">
          {tw('searchHint')}
        </p>
      </div>
      {select(
        'kind',
        choices(recordKinds, (v) => t(`kinds.${v}`)),
      )}
      {select(
        'status',
        [],
        (
          [
            ['leadStatuses', leadStatuses],
            ['bookingStatuses', bookingStatuses],
          ] as const
        ).map(([group, statuses]) => (
          <optgroup key={group} label={tw(group)}>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {statusName(s)}
              </option>
            ))}
          </optgroup>
        )),
      )}
      {select(
        'emirate',
        choices(
          emirates.map((e) => e.slug),
          (v) => tc(`emirates.${v}`),
        ),
      )}
      {select(
        'service',
        choices(serviceOptions, (v) => v),
      )}
      {select(
        'technician',
        crew.map((c) => ({ value: c.id, label: c.name })),
        <option value="none">{t('filters.unassigned')}</option>,
      )}
      <label className="text-xs font-semibold">
        {t('filters.from')}
        <Input type="date" name="from" defaultValue={filter.from ?? ''} size="sm" />
      </label>
      <label className="text-xs font-semibold">
        {t('filters.to')}
        <Input type="date" name="to" defaultValue={filter.to ?? ''} size="sm" />
      </label>
      <label className="flex items-center gap-2 self-end text-sm font-semibold sm:col-span-2">
        <input
          type="checkbox"
          name="overdue"
          value="1"
          defaultChecked={filter.overdue === '1'}
          className="size-4"
        />
        {tw('overdue')}
      </label>
      <div className="flex flex-wrap items-end gap-2 sm:col-span-4 lg:col-span-8">
        <SubmitOrLeave submit={t('filters.apply')} leave={t('filters.reset')} href="/admin" />
        <a
          href={`${localizedPath(locale, '/admin/export')}${exportQuery ? `?${exportQuery}` : ''}`}
          className={buttonClass({ variant: 'secondary', size: 'sm', className: 'ms-auto' })}
          data-testid="export-csv"
        >
          {t('filters.export')}
        </a>
      </div>
    </form>
  );
}
