import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { amcRequests, bookings, leadOutbox, leads } from '@/lib/db/schema';
import { newReference, type ReferencePrefix } from './reference';
import { tokenFromKey, tokenHash, type LinkPurpose } from './token';

// Storing a customer request. Every request is a `leads` row (the workspace, the CSV and the mail
// outbox read that); a booking and an AMC request also have a private part: a row of their own with the
// reference the visitor quotes and the hash of their private page's token. One transaction stores the
// lead, the private part, what only that kind has and the e-mails owed; the same key again (a double
// click, a re-posted form, a retried request) stores nothing and answers with the first request.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Reader = Db | Tx;
export type NewLead = typeof leads.$inferInsert;
export type OwedEmail = 'notify_company' | 'confirm_visitor';

/** The kinds of request with a private page, and what each one's private part is. */
export const privateKinds = {
  booking: { table: bookings, prefix: 'BK', purpose: 'booking-link', keyPrefix: 'bk' },
  amc: { table: amcRequests, prefix: 'AMC', purpose: 'amc-link', keyPrefix: 'amc' },
} as const satisfies Record<
  string,
  { prefix: ReferencePrefix; purpose: LinkPurpose; keyPrefix: string; table: unknown }
>;
export type PrivateKind = keyof typeof privateKinds;

type PrivateRow<K extends PrivateKind> = Omit<
  (typeof privateKinds)[K]['table']['$inferInsert'],
  'leadId' | 'reference' | 'tokenHash'
>;

/**
 * A request without a private page (an enquiry). The lead's own idempotency key decides: a second
 * post with it stores nothing and reports the first lead.
 * `signal` is aborted when the visitor has been told the request could not be sent: a transaction that
 * only gets a connection after that stores nothing, so "could not send" means not stored (but for a
 * commit already under way, which the idempotency key then recognises when the visitor sends again).
 */
export async function saveLead(
  db: Db,
  lead: NewLead,
  emails: OwedEmail[],
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
    await owe(tx, id, emailsFor(emails, lead.email), lead.consentAt ?? undefined);
    // Rolled back if the visitor's answer ("could not send") went out while this waited.
    signal?.throwIfAborted();
    return { id, duplicate: false };
  });
}

export interface NewPrivateRequest<K extends PrivateKind, Refusal> {
  kind: K;
  /** The visitor's details; the kind and idempotency key are filled in here. */
  lead: Omit<NewLead, 'kind' | 'idempotencyKey'>;
  /** The form's one-time key (rendered by the server): a second post with it stores nothing more. */
  formKey: string;
  /** E-mails owed; a visitor without an e-mail address gets no confirmation. */
  emails: OwedEmail[];
  /** The private page's path for a token, in the visitor's language (owed in the confirmation e-mail). */
  linkFor: (token: string) => string;
  /** What only this kind's row holds (a booking's zone, day and window). */
  row: PrivateRow<K>;
  /** Checks and takes what the kind needs before anything is stored (a booking's place); a refusal stores nothing. */
  claim?: (tx: Tx) => Promise<Refusal | null>;
  /** Stores what only this kind has once the request exists (a booking's first event, its photos). */
  attach?: (tx: Tx, ids: { leadId: string; id: string }) => Promise<void>;
}

export type Stored = { ok: true; reference: string; token: string; duplicate: boolean };

class DuplicateRace extends Error {}

/** Stores a request with a private page; see the top of this file. */
export async function createPrivateRequest<K extends PrivateKind, Refusal = never>(
  db: Db,
  input: NewPrivateRequest<K, Refusal>,
  now: Date,
  signal?: AbortSignal,
): Promise<Stored | Refusal> {
  const spec = privateKinds[input.kind];
  const token = tokenFromKey(input.formKey, spec.purpose);
  const idempotencyKey = `${spec.keyPrefix}-${tokenHash(`key:${input.formKey}`)}`;
  try {
    return await db.transaction(async (tx): Promise<Stored | Refusal> => {
      signal?.throwIfAborted();
      const first = await storedByKey(tx, input.kind, idempotencyKey, token);
      if (first) return first;
      const refusal = await input.claim?.(tx);
      if (refusal) return refusal;
      const [lead] = await tx
        .insert(leads)
        .values({ ...input.lead, kind: input.kind, idempotencyKey })
        .onConflictDoNothing({ target: leads.idempotencyKey })
        .returning({ id: leads.id });
      // The same key committed by a concurrent request while this one waited: undo what was claimed.
      if (!lead) throw new DuplicateRace();
      const { id, reference } = await insertPrivatePart(tx, input.kind, {
        ...input.row,
        leadId: lead.id,
        tokenHash: tokenHash(token),
      });
      await input.attach?.(tx, { leadId: lead.id, id });
      await owe(tx, lead.id, emailsFor(input.emails, input.lead.email), now, input.linkFor(token));
      signal?.throwIfAborted();
      return { ok: true, reference, token, duplicate: false };
    });
  } catch (error) {
    if (error instanceof DuplicateRace) {
      const first = await storedByKey(db, input.kind, idempotencyKey, token);
      if (first) return first;
    }
    throw error;
  }
}

async function storedByKey(
  db: Reader,
  kind: PrivateKind,
  idempotencyKey: string,
  token: string,
): Promise<Stored | null> {
  const table = privateKinds[kind].table;
  const [row] = await db
    .select({ reference: table.reference })
    .from(table)
    .innerJoin(leads, eq(leads.id, table.leadId))
    .where(eq(leads.idempotencyKey, idempotencyKey));
  return row ? { ok: true, reference: row.reference, token, duplicate: true } : null;
}

/** Inserts the private part under a fresh reference, drawing again on the rare clash. */
async function insertPrivatePart<K extends PrivateKind>(
  tx: Tx,
  kind: K,
  values: PrivateRow<K> & { leadId: string; tokenHash: string },
): Promise<{ id: string; reference: string }> {
  const table = privateKinds[kind].table as typeof bookings | typeof amcRequests;
  for (;;) {
    const reference = newReference(privateKinds[kind].prefix);
    const inserted: { id: string }[] = await tx
      .insert(table)
      .values({ ...(values as typeof bookings.$inferInsert), reference })
      .onConflictDoNothing({ target: table.reference })
      .returning({ id: table.id });
    if (inserted[0]) return { id: inserted[0].id, reference };
  }
}

/** The confirmation goes only to a visitor who gave an e-mail address. */
const emailsFor = (emails: OwedEmail[], address: string | null | undefined) =>
  emails.filter((e) => e !== 'confirm_visitor' || address);

/**
 * The e-mails owed for a request, due from `due`. The private page's raw link is kept only in the
 * visitor's confirmation, until it is sent (the request stores its hash).
 */
async function owe(tx: Tx, leadId: string, emails: OwedEmail[], due?: Date, link?: string) {
  if (!emails.length) return;
  await tx.insert(leadOutbox).values(
    emails.map((kind) => ({
      leadId,
      kind,
      nextAttemptAt: due,
      link: kind === 'confirm_visitor' ? (link ?? null) : null,
    })),
  );
}
