import postgres from 'postgres';

/** Reads leads back from the PostgreSQL the site writes to in CI; null when it runs on PGlite. */
export const testDb = process.env.TEST_DATABASE_URL
  ? postgres(process.env.TEST_DATABASE_URL, { max: 2 })
  : null;

export async function findLead(email: string) {
  if (!testDb) return null;
  const rows = await testDb`select * from leads where email = ${email} order by created_at desc`;
  return rows;
}

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * A different client address per test (IPv6 documentation range, 2001:db8::/32), so the per-client rate
 * limit never couples two tests. Sent as X-Forwarded-For, as a load balancer in front would: next start
 * takes its last entry, and the production nginx trusts localhost to name the client (TRUSTED_PROXIES).
 */
const hex = () => Math.floor(Math.random() * 0x10000).toString(16);
export const randomClient = () => `2001:db8::${hex()}:${hex()}:${hex()}`;
