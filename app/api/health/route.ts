import { databaseHealth } from '@/lib/db/status';

export const dynamic = 'force-dynamic';

export async function GET() {
  const health = await databaseHealth();
  return Response.json(health, {
    status: health.ok ? 200 : 503,
    headers: { 'Cache-Control': 'no-store' },
  });
}
