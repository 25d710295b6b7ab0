import type { Db } from '@/lib/db/connect';
import type { StaffRole } from '@/lib/auth/roles';
import { subjectName, subjectPrefix, subjects } from '@/lib/events/model';
import { historyOfKind } from '@/lib/events/read';
import { recordEvent } from '@/lib/events/record';

// The record of workspace role changes (the roles themselves live in Supabase Auth): 'role' events
// of the one history, under the subject role:<email>.

export async function recordRoleChange(
  db: Db,
  change: { email: string; from: StaffRole | null; to: StaffRole | null },
  actor: string,
) {
  await recordEvent(db, {
    subject: subjects.role(change.email),
    kind: 'role',
    before: { role: change.from },
    after: { role: change.to },
    actor,
  });
}

/** The latest role changes, newest first: whose, from what to what (null: no role), by whom, when. */
export async function recentRoleChanges(db: Db, limit = 20) {
  return historyOfKind(db, subjectPrefix.role, 'role', limit, (e) => ({
    id: e.id,
    userEmail: subjectName(e.subject),
    fromRole: e.before.role,
    toRole: e.after.role,
    actorEmail: e.actor,
    createdAt: e.createdAt,
  }));
}
