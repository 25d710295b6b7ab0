// npm run leads [-- --limit 50] [-- --csv leads.csv]
// Lists recent leads from the configured database (DATABASE_URL, or the embedded one) and optionally
// exports them as CSV, so an owner on the embedded default can read enquiries before auth is set up.
// Stop the site first when it runs on the embedded database: PGlite allows one process at a time.
import fs from 'node:fs';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import { parseEnv } from '../lib/config/schema';
import { connect } from '../lib/db/connect';
import { leads } from '../lib/db/schema';
import { leadsToCsv } from '../lib/leads/csv';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  const env = parseEnv(process.env);
  const limit = Number(arg('limit') ?? 50);
  const csvPath = arg('csv');
  const conn = await connect({
    url: env.DATABASE_URL,
    dir: path.resolve(env.PGLITE_DIR),
    migrate: !env.DATABASE_URL,
  });
  try {
    const rows = await conn.db
      .select()
      .from(leads)
      .orderBy(desc(leads.createdAt))
      .limit(csvPath ? 100_000 : limit);
    if (csvPath) {
      fs.writeFileSync(csvPath, leadsToCsv(rows));
      console.log(`${rows.length} leads written to ${csvPath} (${conn.driver}).`);
      return;
    }
    console.log(`${rows.length} most recent leads (${conn.driver}):`);
    console.table(
      rows.map((r) => ({
        when: r.createdAt.toISOString().slice(0, 16).replace('T', ' '),
        kind: r.kind,
        status: r.status,
        name: r.name,
        phone: r.phone,
        email: r.email,
        service: r.service ?? r.role ?? '',
      })),
    );
  } finally {
    await conn.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
