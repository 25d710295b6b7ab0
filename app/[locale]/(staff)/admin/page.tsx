import { getTranslations } from 'next-intl/server';
import { Pagination } from '@/components/workspace/Pagination';
import { PipelineFilters } from '@/components/workspace/PipelineFilters';
import { PipelineTable } from '@/components/workspace/PipelineTable';
import { pipelineView } from '@/lib/workspace/pages';
import { pipelineQuery } from '@/lib/workspace/pipeline-query';
import { parsePipelineFilter } from '@/lib/workspace/pipeline-store';
import { openStaffPage, staffTitle, type StaffPageProps } from '../_routes/staff-page';

export const generateMetadata = staffTitle('pipeline');

/**
 * The pipeline: everything that came in (contact, quote, call-back, booking, AMC), searched and
 * filtered with a plain GET form, a page at a time, with the status the customer sees and the
 * follow-up date.
 */
export default async function PipelinePage({ params, searchParams }: StaffPageProps) {
  const { locale, viewer } = await openStaffPage(params);
  if (!viewer) return null;
  const t = await getTranslations('admin');
  const filter = parsePipelineFilter(await searchParams);
  const { rows, total, crew, pages } = await pipelineView(filter);

  return (
    <>
      <h1 className="text-3xl font-bold text-brand-900">{t('title')}</h1>
      <PipelineFilters filter={filter} crew={crew} locale={locale} />
      <p className="mt-4 text-sm text-gray-700" data-testid="lead-total">
        {t('table.total', { count: total })}
      </p>
      <PipelineTable rows={rows} />
      <Pagination
        pathname="/admin"
        page={filter.page}
        pages={pages}
        query={(page) => pipelineQuery(filter, page)}
      />
    </>
  );
}
