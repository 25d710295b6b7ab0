import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, rowsOf, type Connection, type Driver } from './connect';

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

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([
    p,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms)),
  ]);

/** Reachability, driver, round-trip time and migration level. Never throws and never returns secrets. */
export async function checkHealth(
  open: () => Promise<Connection>,
  driverIfDown: Driver,
): Promise<Health> {
  const expected = journal().entries;
  const checkedAt = new Date().toISOString();
  try {
    const { db, driver } = await withTimeout(open(), 6000);
    const start = performance.now();
    await withTimeout(db.execute(sql`select 1`), 3000);
    const latencyMs = Math.round((performance.now() - start) * 100) / 100;
    const applied = rowsOf<{ created_at: string | number }>(
      await db.execute(
        sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
      ),
    );
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
