import * as clock from '@/lib/clock';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { amcRequests, leadOutbox, leads } from '@/lib/db/schema';
import type { NewLead } from '@/lib/leads/store';
import { newReference, tokenFromKey, tokenHash } from '@/lib/booking/tokens';
import type { AmcPlan, UnitType } from '@/lib/pricing/price-list';

// An AMC contract request is stored like a booking: a lead row (kind 'amc') that the inbox, CSV and
// outbox already handle, and a row of its own with the reference and the private link's hash. The
// same form key again returns the first request.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

/** What leads.estimate holds for an AMC request: the request and the total the server computed. */
export interface AmcEstimate {
  plan: AmcPlan;
  startMonth: string;
  units: number;
  unitType: UnitType;
  company: string | null;
  priceListVersion: string;
  /** The plan's list price per unit (AED), the volume discount in percent, and the totals in fils; null when the units are priced after a survey. */
  priceId: string | null;
  unitPrice: number | null;
  discountPercent: number;
  total: number | null;
  totalWithVat: number | null;
}

export interface NewAmcRequest {
  lead: Omit<NewLead, 'kind' | 'idempotencyKey' | 'estimate'>;
  estimate: AmcEstimate;
  formKey: string;
  emails: ('notify_company' | 'confirm_visitor')[];
  linkFor: (token: string) => string;
}

export interface AmcRequestResult {
  reference: string;
  token: string;
  duplicate: boolean;
}

class DuplicateRace extends Error {}

export async function createAmcRequest(
  db: Db,
  input: NewAmcRequest,
  now = clock.now(),
  signal?: AbortSignal,
): Promise<AmcRequestResult> {
  const token = tokenFromKey(input.formKey, 'amc-link');
  const idempotencyKey = `amc-${tokenHash(`key:${input.formKey}`)}`;
  try {
    return await db.transaction(async (tx) => {
      signal?.throwIfAborted();
      const first = await requestByKey(tx, idempotencyKey, token);
      if (first) return first;
      const [lead] = await tx
        .insert(leads)
        .values({
          ...input.lead,
          kind: 'amc',
          estimate: input.estimate,
          idempotencyKey,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning({ id: leads.id });
      if (!lead) throw new DuplicateRace();
      const reference = await insertRequest(tx, lead.id, tokenHash(token), now);
      const emails = input.emails.filter((e) => e !== 'confirm_visitor' || input.lead.email);
      if (emails.length)
        await tx.insert(leadOutbox).values(
          emails.map((kind) => ({
            leadId: lead.id,
            kind,
            nextAttemptAt: now,
            link: kind === 'confirm_visitor' ? input.linkFor(token) : null,
          })),
        );
      signal?.throwIfAborted();
      return { reference, token, duplicate: false };
    });
  } catch (error) {
    // The same key committed by a concurrent request while this one waited: that one is the answer.
    if (error instanceof DuplicateRace) {
      const first = await requestByKey(db, idempotencyKey, token);
      if (first) return first;
    }
    throw error;
  }
}

async function requestByKey(db: Reader, idempotencyKey: string, token: string) {
  const [row] = await db
    .select({ reference: amcRequests.reference })
    .from(amcRequests)
    .innerJoin(leads, eq(leads.id, amcRequests.leadId))
    .where(eq(leads.idempotencyKey, idempotencyKey));
  return row ? { reference: row.reference, token, duplicate: true } : null;
}

async function insertRequest(tx: Tx, leadId: string, hash: string, now: Date) {
  for (;;) {
    const reference = newReference('AMC');
    const inserted = await tx
      .insert(amcRequests)
      .values({ leadId, reference, tokenHash: hash, createdAt: now })
      .onConflictDoNothing({ target: amcRequests.reference })
      .returning({ id: amcRequests.id });
    if (inserted.length) return reference;
  }
}

/** A request as its private page shows it, found by the link's token; null for an unknown token. */
export async function amcRequestByToken(db: Db, token: string) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const [row] = await db
    .select({ request: amcRequests, lead: leads })
    .from(amcRequests)
    .innerJoin(leads, eq(leads.id, amcRequests.leadId))
    .where(eq(amcRequests.tokenHash, tokenHash(token)));
  return row ?? null;
}

/** The request's stored estimate, read back from the jsonb column. */
export const amcEstimateOf = (lead: { estimate: unknown }) => lead.estimate as AmcEstimate;
