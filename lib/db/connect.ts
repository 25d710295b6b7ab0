import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Driver = 'pglite' | 'postgres';

export interface Connection {
  db: Db;
  driver: Driver;
  /**
   * The health check's own way in: on PostgreSQL a single connection of its own with short timeouts,
   * opened on first use, so it answers while the pool is exhausted (a locked table holds every pooled
   * connection); on PGlite the one embedded database.
   */
  probe: () => Db;
  close: () => Promise<void>;
}

/**
 * Time limits on PostgreSQL, so a database that is locked, hung or stopped answers a visitor within
 * seconds. The server ends a statement or a lock wait that runs too long and closes a transaction left
 * idle; a visitor's whole request is bounded on top of this (withDeadline, lib/db/deadline.ts), since a
 * query waiting for a pooled connection is not covered by any of these.
 */
export const postgresLimits = {
  pool: {
    max: 10,
    connect_timeout: 3,
    idle_timeout: 30,
    connection: {
      statement_timeout: 8_000,
      lock_timeout: 3_000,
      idle_in_transaction_session_timeout: 10_000,
    },
  },
  probe: {
    max: 1,
    connect_timeout: 2,
    idle_timeout: 30,
    connection: {
      statement_timeout: 1_500,
      lock_timeout: 1_000,
      idle_in_transaction_session_timeout: 5_000,
    },
  },
} as const;

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
    const url = opts.url;
    const open = (limits: (typeof postgresLimits)['pool' | 'probe']) =>
      postgres(url, {
        ...limits,
        connection: { ...limits.connection },
        onnotice: () => {},
      });
    const client = open(postgresLimits.pool);
    const db = drizzle(client, { schema }) as unknown as Db;
    let probe: { client: ReturnType<typeof postgres>; db: Db } | undefined;
    if (opts.migrate) {
      // On a connection of its own without the statement and lock limits: a migration may take long.
      const { migrate } = await import('drizzle-orm/postgres-js/migrator');
      const migrator = postgres(url, { max: 1, onnotice: () => {} });
      try {
        await migrate(drizzle(migrator, { schema }) as never, { migrationsFolder });
      } finally {
        await migrator.end({ timeout: 5 });
      }
    }
    return {
      db,
      driver: 'postgres',
      probe: () => {
        if (!probe) {
          const probeClient = open(postgresLimits.probe);
          probe = { client: probeClient, db: drizzle(probeClient, { schema }) as unknown as Db };
        }
        return probe.db;
      },
      close: async () => {
        await Promise.all([client.end({ timeout: 5 }), probe?.client.end({ timeout: 1 })]);
      },
    };
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
  return { db, driver: 'pglite', probe: () => db, close: () => client.close() };
}

/** Rows of a raw query, whichever driver ran it (postgres.js returns an array, PGlite `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
