// Applies the SQL migrations in lib/db/migrations to DATABASE_URL (or the embedded database).
import path from 'node:path';
import { parseEnv } from '../lib/config/schema';
import { connect } from '../lib/db/connect';

async function main() {
  const env = parseEnv(process.env);
  const conn = await connect({
    url: env.DATABASE_URL,
    dir: path.resolve(env.PGLITE_DIR),
    migrate: true,
  });
  console.log(`Migrations applied (${conn.driver}).`);
  await conn.close();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
