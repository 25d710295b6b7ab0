import { NotAuthorisedError } from '@/lib/auth/viewer';
import { pipelineToCsv } from '@/lib/leads/csv';
import { localeFrom } from '@/lib/i18n/locales';
import { staffNames } from '@/lib/workspace/names';
import { pipelineExport } from '@/lib/workspace/pipeline';
import { parsePipelineFilter } from '@/lib/workspace/pipeline-store';

export const dynamic = 'force-dynamic';

/**
 * CSV of the leads matching the pipeline's filters, services, places, windows and statuses named in the
 * page's language; nothing for anyone without a workspace role.
 */
export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const filter = parsePipelineFilter(Object.fromEntries(new URL(request.url).searchParams));
  const locale = localeFrom((await params).locale);
  try {
    const rows = await pipelineExport(filter);
    return new Response(pipelineToCsv(rows, staffNames(locale)), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    if (error instanceof NotAuthorisedError) return new Response('Not found', { status: 404 });
    throw error;
  }
}
