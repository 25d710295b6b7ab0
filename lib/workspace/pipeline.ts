import 'server-only';
import * as clock from '@/lib/clock';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireStaff } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { leads } from '@/lib/db/schema';
import { historyOfRequest } from '@/lib/events/read';
import { linesOfRequest, linesOfRequests } from '@/lib/requests/lines';
import { messagesOfRequest } from '@/lib/notify/read';
import * as store from './pipeline-store';
import * as writes from './pipeline-writes';

// The pipeline for the signed-in viewer: every function checks the staff role itself, so a page, an
// action or a route that forgot to check still gets nothing (NotAuthorisedError).

export async function pipelinePage(filter: store.PipelineFilter) {
  await requireStaff();
  const { db } = await getDb();
  return store.listPipeline(db, filter, clock.now());
}

export async function pipelineExport(filter: store.PipelineFilter) {
  await requireStaff();
  const { db } = await getDb();
  const rows = await store.exportPipeline(db, filter, clock.now());
  // Each request's lines, as its customer saw them priced, for the export's lines and totals.
  const lines = await linesOfRequests(
    db,
    rows.map((r) => r.lead.id),
  );
  return rows.map((r) => ({ ...r, lines: lines.get(r.lead.id) ?? [] }));
}

/** A request's lines as they were priced when it was stored (the record page's table). */
export async function linesOfLead(leadId: string) {
  await requireStaff();
  if (!z.uuid().safeParse(leadId).success) return [];
  const { db } = await getDb();
  return linesOfRequest(db, leadId);
}

/** The messages (WhatsApp and e-mail) of a request and where each is (queued, sent, delivered, read, failed). */
export async function messagesOfLead(leadId: string) {
  await requireStaff();
  if (!z.uuid().safeParse(leadId).success) return [];
  const { db } = await getDb();
  return messagesOfRequest(db, leadId);
}

/** A lead's follow-up date and its merged history (lead and booking), or null for no such lead. */
export async function recordOf(leadId: string) {
  await requireStaff();
  if (!z.uuid().safeParse(leadId).success) return null;
  const { db } = await getDb();
  const [lead] = await db
    .select({ followUpOn: leads.followUpOn })
    .from(leads)
    .where(eq(leads.id, leadId));
  if (!lead) return null;
  return { followUpOn: lead.followUpOn, timeline: await historyOfRequest(db, leadId) };
}

export async function addNoteAs(input: z.infer<typeof writes.noteSchema>) {
  const viewer = await requireStaff();
  const { db } = await getDb();
  return writes.addNote(db, input, viewer.email);
}

export async function setFollowUpAs(input: z.infer<typeof writes.followUpSchema>) {
  const viewer = await requireStaff();
  const { db } = await getDb();
  return writes.setFollowUp(db, input, viewer.email);
}
