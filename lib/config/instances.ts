// scripts/start-production.sh runs several `next start` processes from one build and tells each how
// many there are in SITE_INSTANCES. The embedded PGlite database lives in one process's memory and one
// folder that only that process may open: with two instances each would keep its own leads and
// bookings, and capacity would be counted twice. So more than one instance needs DATABASE_URL.

/** An error message when several instances would share the embedded database, else null. */
export function multiInstanceProblem(env: {
  SITE_INSTANCES?: string;
  DATABASE_URL?: string;
}): string | null {
  const raw = env.SITE_INSTANCES?.trim() ?? '';
  if (raw === '') return null;
  const instances = Number(raw);
  if (!Number.isInteger(instances) || instances < 1)
    return `SITE_INSTANCES must be a whole number of instances (1 or more); it is "${raw}".`;
  if (instances > 1 && !env.DATABASE_URL?.trim())
    return `${instances} instances cannot share the embedded PGlite database (it is single-process): set DATABASE_URL to a PostgreSQL database, or run one instance.`;
  return null;
}
