import 'server-only';
import * as clock from '@/lib/clock';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireStaff } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { leads } from '@/lib/db/schema';
import * as store from './pipeline-store';

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
  return store.exportPipeline(db, filter, clock.now());
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
  return { followUpOn: lead.followUpOn, timeline: await store.recordTimeline(db, leadId) };
}

export async function addNoteAs(input: z.infer<typeof store.noteSchema>) {
  const viewer = await requireStaff();
  const { db } = await getDb();
  return store.addNote(db, input, viewer.email);
}

export async function setFollowUpAs(input: z.infer<typeof store.followUpSchema>) {
  const viewer = await requireStaff();
  const { db } = await getDb();
  return store.setFollowUp(db, input, viewer.email);
}
