import 'server-only';
import { config } from '@/lib/config/business';
import { getDb } from './client';
import { checkHealth } from './health';
import { databaseDown } from './seen-down';

/** Health of the configured database, for /database-test and /api/health. */
export const databaseHealth = () => checkHealth(getDb, config.DATABASE_URL ? 'postgres' : 'pglite');

/**
 * Whether a page that needs the database should say it cannot be shown: its open failed, or its probe
 * fails or does not answer (lib/db/seen-down.ts, the answer the proxy's 503 came from).
 */
export async function databaseUnreachable(): Promise<boolean> {
  try {
    await getDb();
  } catch {
    return true;
  }
  return databaseDown();
}
