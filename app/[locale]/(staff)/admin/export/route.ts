import { NotAuthorisedError } from '@/lib/auth/viewer';
import { exportLeads, parseInboxFilter } from '@/lib/leads/admin';
import { leadsToCsv } from '@/lib/leads/csv';

export const dynamic = 'force-dynamic';

/** CSV of the leads matching the inbox filters; nothing for anyone but an admin. */
export async function GET(request: Request) {
  const filter = parseInboxFilter(Object.fromEntries(new URL(request.url).searchParams));
  try {
    const rows = await exportLeads(filter);
    return new Response(leadsToCsv(rows), {
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
