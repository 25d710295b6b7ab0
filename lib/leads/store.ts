import * as clock from '@/lib/clock';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/lib/db/connect';
import { expireOccasionally } from '@/lib/db/expiry';
import { leadOutbox, leads } from '@/lib/db/schema';

export type NewLead = typeof leads.$inferInsert;

/**
 * Saves a lead and the e-mails owed for it in one transaction. A second request with the same
 * idempotency key (a double click, a retried POST) stores nothing and reports the first lead.
 * `signal` is aborted when the visitor has been told the lead could not be sent: a transaction that
 * only gets a connection after that stores nothing, so "could not send" means not stored (but for a
 * commit already under way, which the idempotency key then recognises when the visitor sends again).
 */
export async function saveLead(
  db: Db,
  lead: NewLead,
  emails: ('notify_company' | 'confirm_visitor')[],
  signal?: AbortSignal,
): Promise<{ id: string; duplicate: boolean }> {
  return db.transaction(async (tx) => {
    signal?.throwIfAborted();
    const inserted = await tx
      .insert(leads)
      .values(lead)
      .onConflictDoNothing({ target: leads.idempotencyKey })
      .returning({ id: leads.id });
    if (inserted.length === 0) {
      const [existing] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(eq(leads.idempotencyKey, lead.idempotencyKey));
      return { id: existing!.id, duplicate: true };
    }
    const id = inserted[0]!.id;
    // Due from the moment the lead was taken, on the submission's clock (not the database's).
    if (emails.length)
      await tx
        .insert(leadOutbox)
        .values(
          emails.map((kind) => ({ leadId: id, kind, nextAttemptAt: lead.consentAt ?? undefined })),
        );
    // Rolled back if the visitor's answer ("could not send") went out while this waited.
    signal?.throwIfAborted();
    return { id, duplicate: false };
  });
}

/**
 * Counts a request against a fixed window in the database, so the limit holds across server instances.
 * Returns true while the client is within `limit` requests per `windowSeconds`.
 */
export async function withinRateLimit(
  db: Db,
  key: string,
  limit: number,
  windowSeconds: number,
  now = clock.now(),
): Promise<boolean> {
  const windowStart = new Date(
    Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000,
  );
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, ${windowStart.toISOString()}, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`);
  const count = Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
  // Windows that ended are deleted now and then from here, so the table holds only current ones.
  await expireOccasionally(db, now);
  return count <= limit;
}
