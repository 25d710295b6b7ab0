import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db as Database } from '@/lib/db/connect';
import { leads } from '@/lib/db/schema';
import { recordEvent } from '@/lib/events/record';
import type { LeadStatus } from '@/lib/leads/model';
import { isoDate } from './pipeline-store';

// What staff do to one lead in the pipeline (status, notes, follow-ups), each in one transaction with its
// event. No role check here: lib/workspace/pipeline.ts checks the viewer first.

/** A day that exists (not 2026-02-30), between 2020 and 2100. */
function isRealDate(d: string) {
  const parsed = new Date(`${d}T00:00:00Z`);
  return (
    !Number.isNaN(parsed.getTime()) &&
    parsed.toISOString().slice(0, 10) === d &&
    d >= '2020-01-01' &&
    d <= '2100-12-31'
  );
}

export const noteSchema = z.object({ id: z.uuid(), note: z.string().trim().min(1).max(2000) });
export const followUpSchema = z.object({
  id: z.uuid(),
  // Empty: clear it. A date from the browser's date field; no year before 2020 or after 2100.
  date: z.union([z.literal(''), isoDate.refine(isRealDate)]),
});

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The lead, locked until the transaction ends (two staff changing it at once wait in turn). */
async function lockedLead(tx: Tx, id: string) {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
  return lead;
}

/** Changes a lead's status as `actor` and records it (with the optional note), in one transaction. */
export async function changeLeadStatus(
  db: Database,
  input: { id: string; status: LeadStatus; note?: string },
  actor: string,
) {
  return db.transaction(async (tx) => {
    const current = await lockedLead(tx, input.id);
    if (!current) return false;
    await tx
      .update(leads)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(leads.id, input.id));
    await recordEvent(tx, {
      requestId: input.id,
      kind: 'status',
      before: { status: current.status },
      after: { status: input.status },
      note: input.note || null,
      actor,
    });
    return true;
  });
}

/** Adds a note to a lead as `actor`; false when there is no such lead. */
export async function addNote(db: Database, input: z.infer<typeof noteSchema>, actor: string) {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, input.id));
    if (!lead) return false;
    await tx.update(leads).set({ updatedAt: new Date() }).where(eq(leads.id, input.id));
    await recordEvent(tx, {
      requestId: input.id,
      kind: 'note',
      before: null,
      after: null,
      note: input.note,
      actor,
    });
    return true;
  });
}

/** Sets (or, with '', clears) a lead's follow-up date as `actor`; an unchanged date writes nothing. */
export async function setFollowUp(
  db: Database,
  input: z.infer<typeof followUpSchema>,
  actor: string,
) {
  return db.transaction(async (tx) => {
    const lead = await lockedLead(tx, input.id);
    if (!lead) return false;
    const next = input.date || null;
    if (lead.followUpOn === next) return true;
    await tx
      .update(leads)
      .set({ followUpOn: next, updatedAt: new Date() })
      .where(eq(leads.id, input.id));
    await recordEvent(
      tx,
      next
        ? { requestId: input.id, kind: 'follow_up_set', before: null, after: { day: next }, actor }
        : {
            requestId: input.id,
            kind: 'follow_up_cleared',
            before: { day: lead.followUpOn! },
            after: null,
            actor,
          },
    );
    return true;
  });
}
