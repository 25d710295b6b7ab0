import 'server-only';
import path from 'node:path';
import { config } from '@/lib/config/business';
import { connect, type Connection } from './connect';

// One connection per server process. A failed open is forgotten so the next request tries again
// (the database coming back must not need a restart). Kept on globalThis because Next.js bundles
// pages, route handlers and the proxy separately, each with its own copy of this module: with a
// module-level variable the CSV export route opened a second embedded database on the same folder
// and read a stale copy of it (PGlite is single-process, one instance per folder).
const store = globalThis as typeof globalThis & { __siteDb?: Promise<Connection> | null };

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
