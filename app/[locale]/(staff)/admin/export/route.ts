import { NotAuthorisedError } from '@/lib/auth/viewer';
import { pipelineToCsv } from '@/lib/leads/csv';
import { pipelineExport } from '@/lib/workspace/pipeline';
import { parsePipelineFilter } from '@/lib/workspace/pipeline-store';

export const dynamic = 'force-dynamic';

/** CSV of the leads matching the pipeline's filters; nothing for anyone without a workspace role. */
export async function GET(request: Request) {
  const filter = parsePipelineFilter(Object.fromEntries(new URL(request.url).searchParams));
  try {
    const rows = await pipelineExport(filter);
    return new Response(pipelineToCsv(rows), {
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
