import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Pagination } from '@/components/workspace/Pagination';
import { PipelineFilters } from '@/components/workspace/PipelineFilters';
import { PipelineTable } from '@/components/workspace/PipelineTable';
import { getViewer } from '@/lib/auth/viewer';
import type { Locale } from '@/lib/i18n/routing';
import { pipelineView } from '@/lib/workspace/pages';
import type { SearchParams } from '@/lib/workspace/params';
import { pipelineQuery } from '@/lib/workspace/pipeline-query';
import { parsePipelineFilter } from '@/lib/workspace/pipeline-store';

type Props = { params: Promise<{ locale: Locale }>; searchParams: Promise<SearchParams> };

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
