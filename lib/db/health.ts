import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, rowsOf, type Connection, type Driver } from './connect';
import { withDeadline } from './deadline';

export interface Health {
  ok: boolean;
  driver: Driver;
  latencyMs: number | null;
  migrations: { applied: number; expected: number; latest: string | null };
  checkedAt: string;
}

interface Journal {
  entries: { tag: string; when: number }[];
}

function journal(): Journal {
  return JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
}

/** The whole check, connection included, answers within this: a monitor must never hang on it. */
export const healthBudgetMs = 2_000;

/**
 * Reachability, driver, round-trip time and migration level. Never throws and never returns secrets.
 * It asks through the connection's probe (its own PostgreSQL connection), never through the pool a
 * locked table may have exhausted, and gives up after healthBudgetMs.
 */
export async function checkHealth(
  open: () => Promise<Connection>,
  driverIfDown: Driver,
): Promise<Health> {
  const expected = journal().entries;
  const checkedAt = new Date().toISOString();
  try {
    const { driver, latencyMs, applied } = await withDeadline(healthBudgetMs, async () => {
      const connection = await open();
      const db = connection.probe();
      const start = performance.now();
      await db.execute(sql`select 1`);
      const latencyMs = Math.round((performance.now() - start) * 100) / 100;
      const applied = rowsOf<{ created_at: string | number }>(
        await db.execute(
          sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
        ),
      );
      return { driver: connection.driver, latencyMs, applied };
    });
    const last = applied.at(-1);
    const latest = last
      ? (expected.find((e) => e.when === Number(last.created_at))?.tag ?? null)
      : null;
    return {
      ok: true,
      driver,
      latencyMs,
      migrations: { applied: applied.length, expected: expected.length, latest },
      checkedAt,
    };
  } catch {
    return {
      ok: false,
      driver: driverIfDown,
      latencyMs: null,
      migrations: { applied: 0, expected: expected.length, latest: null },
      checkedAt,
    };
  }
}
