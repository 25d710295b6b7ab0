import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Driver = 'pglite' | 'postgres';

export interface Connection {
  db: Db;
  driver: Driver;
  close: () => Promise<void>;
}

export const migrationsFolder = path.join(process.cwd(), 'lib/db/migrations');

/**
 * Opens the database: postgres.js when a URL is given (any Postgres, Supabase's included), otherwise
 * PGlite in a local folder, created if missing. The embedded database is migrated on open; a server is
 * migrated explicitly with `npm run db:migrate` (or `migrate: true`).
 */
export async function connect(opts: {
  url?: string;
  dir: string;
  migrate?: boolean;
}): Promise<Connection> {
  if (opts.url) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    // Short timeouts: a database that is down must fail fast, never hang a visitor's request.
    const client = postgres(opts.url, {
      max: 10,
      connect_timeout: 5,
      idle_timeout: 30,
      onnotice: () => {},
    });
    const db = drizzle(client, { schema }) as unknown as Db;
    if (opts.migrate) {
      const { migrate } = await import('drizzle-orm/postgres-js/migrator');
      await migrate(db as never, { migrationsFolder });
    }
    return { db, driver: 'postgres', close: () => client.end({ timeout: 5 }) };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  fs.mkdirSync(opts.dir, { recursive: true });
  const client = await PGlite.create(opts.dir);
  const db = drizzle(client, { schema }) as unknown as Db;
  if (opts.migrate ?? true) {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder });
  }
  return { db, driver: 'pglite', close: () => client.close() };
}

/** Rows of a raw query, whichever driver ran it (postgres.js returns an array, PGlite `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
