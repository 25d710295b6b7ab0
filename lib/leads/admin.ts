import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { requireStaff } from '@/lib/auth/viewer';
import { getDb } from '@/lib/db/client';
import { leadEvents, leads } from '@/lib/db/schema';
import { leadStatuses } from './model';

// Data access for one lead (the list is lib/workspace/pipeline.ts). Every function checks the admin role itself: a page, an action
// or a route that forgot to check still gets nothing.

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

/** Changes a lead's status and records who did it, in one transaction. */
export async function changeStatus(input: z.infer<typeof statusChangeSchema>) {
  const admin = await requireStaff();
  const { db } = await getDb();
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: leads.status })
      .from(leads)
      .where(eq(leads.id, input.id))
      .for('update');
    if (!current) return false;
    await tx
      .update(leads)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(leads.id, input.id));
    await tx.insert(leadEvents).values({
      leadId: input.id,
      fromStatus: current.status,
      toStatus: input.status,
      note: input.note || null,
      actorEmail: admin.email,
    });
    return true;
  });
}
