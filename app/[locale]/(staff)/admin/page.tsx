import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { getViewer } from '@/lib/auth/viewer';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { Button, buttonClass } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Select } from '@/components/ui/Select';
import { emirates, isEmirateSlug } from '@/lib/catalogue';
import { listLeads, PAGE_SIZE, parseInboxFilter, statusCounts } from '@/lib/leads/admin';
import { recordKinds, leadStatuses } from '@/lib/leads/model';
import { serviceOptions } from '@/lib/leads/schemas';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The lead inbox: counts per status, filters, search, a page of leads and the CSV export. */
export default async function InboxPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // Layout and page render side by side: for anyone but an admin the layout shows sign-in or
  // "no access", and the page renders nothing (the data functions would refuse anyway).
  if (!(await getViewer())?.isStaff) return null;
  const t = await getTranslations('admin');
  const tc = await getTranslations('common');
  const format = await getFormatter();
  const filter = parseInboxFilter(await searchParams);
  const [{ rows, total }, counts] = await Promise.all([listLeads(filter), statusCounts()]);
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
  const select = <V extends string>(
    name: 'kind' | 'status' | 'emirate' | 'service',
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

  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
        <Link href="/admin/prices" className="text-brand-700 underline" data-testid="edit-prices">
          {t('prices.inboxLink')}
        </Link>
      </div>
      <ul
        aria-label={t('countsLabel')}
        className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5"
        data-testid="status-counts"
      >
        {leadStatuses.map((s) => (
          <li key={s}>
            <Link
              href={{ pathname: '/admin', query: { status: s } }}
              className="block rounded-lg border border-gray-200 p-3 hover:border-brand-600"
            >
              <span className="block text-2xl font-bold text-brand-900" data-status={s}>
                {counts[s]}
              </span>
              <span className="text-sm text-gray-700">{t(`statuses.${s}`)}</span>
            </Link>
          </li>
        ))}
      </ul>

      <form
        method="get"
        className="mt-6 grid gap-3 rounded-lg bg-gray-50 p-4 sm:grid-cols-4 lg:grid-cols-8"
        aria-label={t('filters.heading')}
      >
        <label className="text-xs font-semibold sm:col-span-2">
          {t('filters.search')}
          <Input type="search" name="q" defaultValue={filter.q ?? ''} size="sm" />
        </label>
        {select('kind', recordKinds, (v) => t(`kinds.${v}`))}
        {select('status', leadStatuses, (v) => t(`statuses.${v}`))}
        {select(
          'emirate',
          emirates.map((e) => e.slug),
          (v) => tc(`emirates.${v}`),
        )}
        {select('service', serviceOptions, (v) => v)}
        <label className="text-xs font-semibold">
          {t('filters.from')}
          <Input type="date" name="from" defaultValue={filter.from ?? ''} size="sm" />
        </label>
        <label className="text-xs font-semibold">
          {t('filters.to')}
          <Input type="date" name="to" defaultValue={filter.to ?? ''} size="sm" />
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
            </tr>
          </thead>
          <tbody>
            {rows.map((lead) => (
              <tr key={lead.id} className="border-b border-gray-100">
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
                <td className="p-2">{t(`statuses.${lead.status}`)}</td>
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
