import 'server-only';
import path from 'node:path';
import { config } from '@/lib/config/business';
import { connect, type Connection } from './connect';

// One connection per server process. A failed open is forgotten so the next request tries again
// (the database coming back must not need a restart).
let pending: Promise<Connection> | null = null;

export function getDb(): Promise<Connection> {
  pending ??= connect({ url: config.DATABASE_URL, dir: path.resolve(config.PGLITE_DIR) }).catch((error) => {
    pending = null;
    throw error;
  });
  return pending;
}
