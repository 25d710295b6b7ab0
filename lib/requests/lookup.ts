import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookings, leads, reviewLinks } from '@/lib/db/schema';
import { privateKinds, type PrivateKind } from './create';
import { isLinkToken, tokenHash } from './token';

// A private page finds its request by the link's token (by its hash: the token is never stored). The
// reference alone opens nothing.

export interface PrivateRequest<K extends PrivateKind> {
  /** The kind's own row: a booking, an AMC request. */
  request: (typeof privateKinds)[K]['table']['$inferSelect'];
  lead: typeof leads.$inferSelect;
}

/** A request and its lead, by the private link's token; null for an unknown or malformed token. */
export async function requestByToken<K extends PrivateKind>(
  db: Db,
  kind: K,
  token: string,
): Promise<PrivateRequest<K> | null> {
  if (!isLinkToken(token)) return null;
  // Every private table has the same leadId and tokenHash columns; one of them names the types.
  const table = privateKinds[kind].table as typeof bookings;
  const [row] = await db
    .select({ request: table, lead: leads })
    .from(table)
    .innerJoin(leads, eq(leads.id, table.leadId))
    .where(kind === 'booking' ? bookingOpenedBy(token) : eq(table.tokenHash, tokenHash(token)));
  return (row as PrivateRequest<K> | undefined) ?? null;
}

/**
 * The booking a token opens: by its own link, or by the link its "visit done" message carried
 * (review_links, lib/booking/review-link.ts). Every read or change by a booking's token goes through it.
 */
export function bookingOpenedBy(token: string): SQL {
  const hash = tokenHash(token);
  return or(
    eq(bookings.tokenHash, hash),
    sql`${bookings.id} in (select ${reviewLinks.bookingId} from ${reviewLinks} where ${reviewLinks.tokenHash} = ${hash})`,
  )!;
}
