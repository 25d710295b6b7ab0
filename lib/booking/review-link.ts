import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { leads, reviewLinks } from '@/lib/db/schema';
import type { Tx } from '@/lib/requests/create';
import { tokenHash } from '@/lib/requests/token';
import { localizedPath } from '@/lib/i18n/paths';

/**
 * A fresh link to a booking's private page, for the message that says the visit is done: the page is
 * where the customer reviews the visit, and the booking's own token cannot be repeated (only its hash
 * is kept). Stored the same way, as a hash (lib/requests/lookup.ts opens the page by either); the path
 * is in the customer's language and rides on the message row until it is sent (messages.link).
 */
export async function newReviewLink(tx: Tx, booking: { id: string; leadId: string }) {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(reviewLinks).values({ tokenHash: tokenHash(token), bookingId: booking.id });
  const [lead] = await tx
    .select({ locale: leads.locale })
    .from(leads)
    .where(eq(leads.id, booking.leadId));
  return localizedPath(lead?.locale ?? 'en', `/book/${token}`);
}
