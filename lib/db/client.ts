import 'server-only';
import path from 'node:path';
import { config } from '@/lib/config/business';
import { connect, type Connection } from './connect';
import { processConnection } from './process-connection';

// One connection per server process (lib/db/process-connection.ts). A failed open is forgotten so the
// next request tries again (the database coming back must not need a restart).
const store = processConnection;

export function getDb(): Promise<Connection> {
  store.__siteDb ??= connect({
    url: config.DATABASE_URL,
    dir: path.resolve(config.PGLITE_DIR),
  }).catch((error) => {
    store.__siteDb = null;
    throw error;
  });
  return store.__siteDb;
}
