// Runs once when the server starts. With e-mail configured, it retries owed lead e-mails every minute,
// so a message that failed while the mail server was down goes out once it is back, even if no new
// lead arrives to trigger a run.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { mailSettings } = await import('@/lib/leads/mail-config');
  const mail = mailSettings();
  if (!mail) return;
  const { getDb } = await import('@/lib/db/client');
  const { processOutbox } = await import('@/lib/leads/outbox');
  const timer = setInterval(async () => {
    try {
      await processOutbox((await getDb()).db, mail);
    } catch (error) {
      console.error(
        '[leads] scheduled outbox run failed:',
        error instanceof Error ? error.message : error,
      );
    }
  }, 60_000);
  timer.unref();
}
