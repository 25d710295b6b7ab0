// npm run admin:grant -- someone@example.com [--revoke]
// Gives (or takes away) the admin role: app_metadata.role = 'admin', which users cannot change
// themselves. Uses the Supabase admin API, so it needs SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY.
import { createClient } from '@supabase/supabase-js';
import { parseEnv } from '../lib/config/schema';

async function main() {
  const env = parseEnv(process.env);
  const email = process.argv
    .slice(2)
    .find((a) => !a.startsWith('--'))
    ?.trim()
    .toLowerCase();
  const revoke = process.argv.includes('--revoke');
  if (!email) throw new Error('Usage: npm run admin:grant -- <email> [--revoke]');
  if (!env.SUPABASE_URL || !env.SUPABASE_SERVICE_ROLE_KEY)
    throw new Error('Set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY first.');
  const admin = createClient(env.SUPABASE_URL, env.SUPABASE_SERVICE_ROLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  }).auth.admin;
  for (let page = 1; page < 1000; page++) {
    const { data, error } = await admin.listUsers({ page, perPage: 200 });
    if (error) throw error;
    const user = data.users.find((u) => u.email?.toLowerCase() === email);
    if (user) {
      const { error: updateError } = await admin.updateUserById(user.id, {
        app_metadata: { ...user.app_metadata, role: revoke ? null : 'admin' },
      });
      if (updateError) throw updateError;
      console.log(
        `${email} is ${revoke ? 'no longer' : 'now'} an admin. They must sign in again for it to take effect.`,
      );
      return;
    }
    if (data.users.length < 200) break;
  }
  throw new Error(`No user with the e-mail ${email}: they must sign up first.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
