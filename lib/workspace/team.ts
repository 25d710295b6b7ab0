import 'server-only';
import { requireAdmin } from '@/lib/auth/viewer';
import {
  listWorkspaceMembers,
  setWorkspaceRole,
  type RoleAdminConfig,
} from '@/lib/auth/role-admin';
import type { StaffRole } from '@/lib/auth/roles';
import { config } from '@/lib/config/business';
import { getDb } from '@/lib/db/client';
import { recentRoleChanges, recordRoleChange } from './team-store';

// Workspace roles from /admin/team, for admins only (each function checks). Needs the service-role
// key; without it the page says roles are granted with the script instead.

function roleAdminConfig(): RoleAdminConfig | null {
  return config.SUPABASE_URL && config.SUPABASE_SERVICE_ROLE_KEY
    ? { url: config.SUPABASE_URL, serviceRoleKey: config.SUPABASE_SERVICE_ROLE_KEY }
    : null;
}

export async function teamPage() {
  await requireAdmin();
  const settings = roleAdminConfig();
  const { db } = await getDb();
  return {
    configured: settings !== null,
    members: settings ? await listWorkspaceMembers(settings) : [],
    changes: await recentRoleChanges(db),
  };
}

export type TeamChangeResult = 'granted' | 'revoked' | 'no-user' | 'self' | 'unconfigured';

/** Grants `role` (or, null, revokes) and records it; an admin cannot take away their own role. */
export async function changeRole(email: string, role: StaffRole | null): Promise<TeamChangeResult> {
  const viewer = await requireAdmin();
  const settings = roleAdminConfig();
  if (!settings) return 'unconfigured';
  if (email.trim().toLowerCase() === viewer.email.toLowerCase()) return 'self';
  const result = await setWorkspaceRole(settings, email, role);
  if (!result.ok) return 'no-user';
  const { db } = await getDb();
  await recordRoleChange(db, result, viewer.email);
  return role ? 'granted' : 'revoked';
}
