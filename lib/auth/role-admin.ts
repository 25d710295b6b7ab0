import { createClient, type User } from '@supabase/supabase-js';
import { roleOf, type StaffRole } from './roles';

// Workspace roles written through the Supabase admin API (service-role key): app_metadata.role, which
// users cannot change themselves. One copy for the command line (scripts/admin-grant.ts) and the
// workspace's team page (lib/workspace/team.ts).

export interface RoleAdminConfig {
  url: string;
  serviceRoleKey: string;
}

export interface WorkspaceMember {
  id: string;
  email: string;
  role: StaffRole;
}

export type RoleChange =
  | { ok: true; email: string; from: StaffRole | null; to: StaffRole | null }
  | { ok: false; reason: 'no-user' };

const PER_PAGE = 200;

function adminApi(config: RoleAdminConfig) {
  return createClient(config.url, config.serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  }).auth.admin;
}

/** Every user, page by page (the admin API has no search by e-mail). */
async function* allUsers(config: RoleAdminConfig): AsyncGenerator<User> {
  const admin = adminApi(config);
  // A server that ignores paging answers every page with the same users: stop at the first repeat.
  const seen = new Set<string>();
  for (let page = 1; page < 1000; page++) {
    const { data, error } = await admin.listUsers({ page, perPage: PER_PAGE });
    if (error) throw error;
    const fresh = data.users.filter((u) => !seen.has(u.id));
    for (const user of fresh) {
      seen.add(user.id);
      yield user;
    }
    if (data.users.length < PER_PAGE || fresh.length === 0) return;
  }
}

/** The users with a workspace role, by e-mail. */
export async function listWorkspaceMembers(config: RoleAdminConfig): Promise<WorkspaceMember[]> {
  const members: WorkspaceMember[] = [];
  for await (const user of allUsers(config)) {
    const role = roleOf(user.app_metadata as { role?: unknown });
    if (role && user.email) members.push({ id: user.id, email: user.email, role });
  }
  return members.sort((a, b) => a.email.localeCompare(b.email));
}

/**
 * Gives the user with this e-mail a role, or takes theirs away (role null). They must have signed up;
 * the change takes effect when their session next refreshes (at the latest, when they sign in again).
 */
export async function setWorkspaceRole(
  config: RoleAdminConfig,
  rawEmail: string,
  role: StaffRole | null,
): Promise<RoleChange> {
  const email = rawEmail.trim().toLowerCase();
  for await (const user of allUsers(config)) {
    if (user.email?.toLowerCase() !== email) continue;
    const from = roleOf(user.app_metadata as { role?: unknown });
    const { error } = await adminApi(config).updateUserById(user.id, {
      app_metadata: { ...user.app_metadata, role },
    });
    if (error) throw error;
    return { ok: true, email, from, to: role };
  }
  return { ok: false, reason: 'no-user' };
}
