import postgres from 'postgres';

/** Reads leads back from the PostgreSQL the site writes to in CI; null when it runs on PGlite. */
export const testDb = process.env.TEST_DATABASE_URL ? postgres(process.env.TEST_DATABASE_URL, { max: 2 }) : null;

export async function findLead(email: string) {
  if (!testDb) return null;
  const rows = await testDb`select * from leads where email = ${email} order by created_at desc`;
  return rows;
}

export const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A different client address per test, so the per-client rate limit never couples two tests. */
export const randomClient = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}, 10.0.0.1`;
