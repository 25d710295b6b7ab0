import startSmtpSink from './smtp-sink';
import { startSupabaseStandin } from '../../support/supabase-auth-standin';

export const standinPort = Number(process.env.E2E_PORT ?? 3100) + 50;

/** Services the site talks to during the end-to-end run: a real SMTP server and the auth stand-in. */
export default async function globalSetup() {
  const stopSmtp = await startSmtpSink();
  const standin = await startSupabaseStandin({ port: standinPort, signInLimit: 5 });
  return async () => {
    await stopSmtp();
    await standin.close();
  };
}
