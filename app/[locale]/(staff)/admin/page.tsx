import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getViewer } from '@/lib/auth/viewer';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { Button, buttonClass } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { bookingStatuses } from '@/lib/booking/model';
import { emirates, isEmirateSlug } from '@/lib/catalogue';
import { recordKinds, leadStatuses } from '@/lib/leads/model';
import { serviceOptions } from '@/lib/leads/schemas';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { pipelinePage } from '@/lib/workspace/pipeline';
import { techniciansForStaff } from '@/lib/schedule/admin';
import { PAGE_SIZE, parsePipelineFilter, type ShownStatus } from '@/lib/workspace/pipeline-store';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const isLeadStatus = (s: ShownStatus) => (leadStatuses as readonly string[]).includes(s);

/**
 * The pipeline: everything that came in (contact, quote, call-back, booking, AMC), searched and
 * filtered with a plain GET form, a page at a time, with the status the customer sees and the
 * follow-up date.
 */
export default async function PipelinePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Layout and page render side by side: for anyone without a role the layout shows sign-in or
  // "no access", and the page renders nothing (the data functions would refuse anyway).
  if (!(await getViewer())?.isStaff) return null;
  const t = await getTranslations('admin');
  const tw = await getTranslations('workspace.pipeline');
  const tc = await getTranslations('common');
  const tBooking = await getTranslations('bookingManage.status.names');
  const format = await getFormatter();
  const filter = parsePipelineFilter(await searchParams);
  const [{ rows, total }, crew] = await Promise.all([pipelinePage(filter), techniciansForStaff()]);
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const query = (page: number) => ({
    ...Object.fromEntries(
      Object.entries(filter)
        .filter(([k, v]) => k !== 'page' && v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ),
    page: String(page),
  });
  const exportQuery = new URLSearchParams(
    Object.fromEntries(Object.entries(query(1)).filter(([k]) => k !== 'page')),
  ).toString();
  const statusName = (s: ShownStatus) =>
    isLeadStatus(s)
      ? t(`statuses.${s as (typeof leadStatuses)[number]}`)
      : tBooking(s as (typeof bookingStatuses)[number]);
  const select = <V extends string>(
    name: 'kind' | 'emirate' | 'service',
    options: readonly V[],
    label: (v: V) => string,
  ) => (
    <label className="text-xs font-semibold">
      {t(`filters.${name}`)}
      <Select name={name} defaultValue={String(filter[name] ?? '')} size="sm">
        <option value="">{t('filters.any')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {label(o)}
          </option>
        ))}
      </Select>
    </label>
  );
  const day = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00+04:00`), {
      dateStyle: 'medium',
      timeZone: 'Asia/Dubai',
      numberingSystem: 'latn',
    });

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>

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
        {select('kind', recordKinds, (v) => t(`kinds.${v}`))}
        <label className="text-xs font-semibold">
          {t('filters.status')}
          <Select name="status" defaultValue={filter.status ?? ''} size="sm">
            <option value="">{t('filters.any')}</option>
            <optgroup label={tw('leadStatuses')}>
              {leadStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusName(s)}
                </option>
              ))}
            </optgroup>
            <optgroup label={tw('bookingStatuses')}>
              {bookingStatuses.map((s) => (
                <option key={s} value={s}>
                  {statusName(s)}
                </option>
              ))}
            </optgroup>
          </Select>
        </label>
        {select(
          'emirate',
          emirates.map((e) => e.slug),
          (v) => tc(`emirates.${v}`),
        )}
        {select('service', serviceOptions, (v) => v)}
        <label className="text-xs font-semibold">
          {t('filters.technician')}
          <Select name="technician" defaultValue={filter.technician ?? ''} size="sm">
            <option value="">{t('filters.any')}</option>
            <option value="none">{t('filters.unassigned')}</option>
            {crew.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </label>
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
          <Button type="submit" size="sm">
            {t('filters.apply')}
          </Button>
          <Link href="/admin" className={buttonClass({ variant: 'neutral', size: 'sm' })}>
            {t('filters.reset')}
          </Link>
          <a
            href={`${localizedPath(locale, '/admin/export')}${exportQuery ? `?${exportQuery}` : ''}`}
            className={buttonClass({ variant: 'secondary', size: 'sm', className: 'ms-auto' })}
            data-testid="export-csv"
          >
            {t('filters.export')}
          </a>
        </div>
      </form>

      <p className="mt-4 text-sm text-gray-700" data-testid="lead-total">
        {t('table.total', { count: total })}
      </p>
      <div className="mt-2 overflow-x-auto">
        <table className="w-full text-sm" data-testid="lead-table">
          <thead className="bg-brand-50 text-start">
            <tr>
              {(
                ['received', 'kind', 'name', 'contact', 'service', 'emirate', 'status'] as const
              ).map((h) => (
                <th key={h} scope="col" className="p-2 text-start">
                  {t(`table.${h}`)}
                </th>
              ))}
              <th scope="col" className="p-2 text-start">
                {tw('reference')}
              </th>
              <th scope="col" className="p-2 text-start">
                {tw('followUp')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((lead) => (
              <tr key={lead.id} className="border-b border-gray-100" data-lead={lead.id}>
                <td className="p-2 whitespace-nowrap">
                  {format.dateTime(lead.createdAt, {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                    numberingSystem: 'latn',
                  })}
                </td>
                <td className="p-2">{t(`kinds.${lead.kind}`)}</td>
                <td className="p-2 font-semibold">
                  <Link href={`/admin/${lead.id}`} className="text-brand-700 hover:underline">
                    {lead.name}
                  </Link>
                </td>
                <td className="p-2">
                  <bdi dir="ltr">{lead.phone}</bdi>
                  <br />
                  <bdi dir="ltr" className="text-gray-600">
                    {lead.email}
                  </bdi>
                </td>
                <td className="p-2">{lead.service ?? lead.role ?? ''}</td>
                <td className="p-2">
                  {lead.emirate && isEmirateSlug(lead.emirate)
                    ? tc(`emirates.${lead.emirate}`)
                    : (lead.emirate ?? '')}
                </td>
                <td className="p-2" data-testid="shown-status">
                  {statusName(lead.status)}
                </td>
                <td className="p-2 font-mono whitespace-nowrap" dir="ltr">
                  {lead.bookingReference ?? lead.amcReference ?? ''}
                </td>
                <td className="p-2 whitespace-nowrap">
                  {lead.followUpOn ? day(lead.followUpOn) : ''}
                  {lead.overdue && (
                    <span
                      className="ms-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800"
                      data-testid="overdue"
                    >
                      {tw('overdueBadge')}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && <p className="p-6 text-center text-gray-600">{t('table.empty')}</p>}
      </div>
      <nav aria-label={t('pagination.label')} className="mt-4 flex items-center gap-3 text-sm">
        {filter.page > 1 && (
          <Link href={{ pathname: '/admin', query: query(filter.page - 1) }} className="underline">
            {t('pagination.previous')}
          </Link>
        )}
        <span>{t('pagination.page', { page: filter.page, pages })}</span>
        {filter.page < pages && (
          <Link href={{ pathname: '/admin', query: query(filter.page + 1) }} className="underline">
            {t('pagination.next')}
          </Link>
        )}
      </nav>
    </>
  );
}
