import { desc } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { roleEvents } from '@/lib/db/schema';
import type { StaffRole } from '@/lib/auth/roles';

// The record of workspace role changes (the roles themselves live in Supabase Auth).

export async function recordRoleChange(
  db: Db,
  change: { email: string; from: StaffRole | null; to: StaffRole | null },
  actor: string,
) {
  await db.insert(roleEvents).values({
    userEmail: change.email,
    fromRole: change.from,
    toRole: change.to,
    actorEmail: actor,
  });
}

export function recentRoleChanges(db: Db, limit = 20) {
  return db.select().from(roleEvents).orderBy(desc(roleEvents.createdAt)).limit(limit);
}
