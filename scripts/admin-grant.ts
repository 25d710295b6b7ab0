// npm run admin:grant -- someone@example.com [--role staff] [--revoke]
// Gives (or takes away) a workspace role: app_metadata.role = 'admin' (the default) or 'staff', which
// users cannot change themselves. Uses the Supabase admin API, so it needs SUPABASE_URL and
// SUPABASE_SERVICE_ROLE_KEY. The same function as the workspace's team page (lib/auth/role-admin.ts).
import { parseEnv } from '../lib/config/schema';
import { setWorkspaceRole } from '../lib/auth/role-admin';
import { staffRoles, type StaffRole } from '../lib/auth/roles';

async function main() {
  const env = parseEnv(process.env);
  const args = process.argv.slice(2);
  const roleAt = args.indexOf('--role');
  const roleArg = roleAt >= 0 ? args[roleAt + 1] : 'admin';
  const email = args
    .find((a, i) => !a.startsWith('--') && (roleAt < 0 || i !== roleAt + 1))
    ?.trim()
    .toLowerCase();
  const revoke = args.includes('--revoke');
  const role = staffRoles.find((r) => r === roleArg) as StaffRole | undefined;
  if (!email || !role)
    throw new Error('Usage: npm run admin:grant -- <email> [--role admin|staff] [--revoke]');
  if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY)
    throw new Error('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY first.');
  const result = await setWorkspaceRole(
    { url: env.SUPABASE_URL, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY },
    email,
    revoke ? null : role,
  );
  if (!result.ok) throw new Error(`No user with the e-mail ${email}: they must sign up first.`);
  console.log(
    `${email} ${revoke ? 'no longer has a workspace role' : `is now ${role}`}. They must sign in again for it to take effect.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
