import 'server-only';
import { config } from '@/lib/config/business';
import { getDb } from './client';
import { checkHealth } from './health';

/** Health of the configured database, for /database-test and /api/health. */
export const databaseHealth = () => checkHealth(getDb, config.DATABASE_URL ? 'postgres' : 'pglite');
