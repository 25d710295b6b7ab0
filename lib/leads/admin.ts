import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireStaff } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { leads } from '@/lib/db/schema';
import { changeLeadStatus } from '@/lib/workspace/pipeline-writes';
import { leadStatuses } from './model';

// Data access for one lead (the list is lib/workspace/pipeline.ts). Every function checks the staff
// role itself: a page, an action or a route that forgot to check still gets nothing.

export async function getLead(id: string) {
  await requireStaff();
  if (!z.uuid().safeParse(id).success) return null;
  const { db } = await getDb();
  const [lead] = await db.select().from(leads).where(eq(leads.id, id));
  return lead ? { lead } : null;
}

export const statusChangeSchema = z.object({
  id: z.uuid(),
  status: z.enum(leadStatuses),
  note: z.string().trim().max(1000).optional(),
});

/** Changes a lead's status as the signed-in viewer, with the event (lib/workspace/pipeline-store). */
export async function changeStatus(input: z.infer<typeof statusChangeSchema>) {
  const viewer = await requireStaff();
  const { db } = await getDb();
  return changeLeadStatus(db, input, viewer.email);
}
