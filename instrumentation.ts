import type { Instrumentation } from 'next';

// Runs once when the server starts. It makes every console line safe to log (lib/log/console-guard.ts),
// stamps every request with the client address the lead rate limit counts by
// (lib/requests/client-address.ts), and with e-mail configured it retries owed lead e-mails every
// minute, so a message that failed while the mail server was down goes out once it is back, even if no
// new lead arrives to trigger a run. With WhatsApp configured, it sends the queued WhatsApp messages
// (lib/notify) every few seconds.
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First: whatever the framework or a driver prints from now on passes through the redaction.
  const { installConsoleGuard } = await import('@/lib/log/console-guard');
  installConsoleGuard();
  const { installClientAddressStamp } = await import('@/lib/requests/client-address-stamp');
  const { config } = await import('@/lib/config/business');
  installClientAddressStamp(config.TRUSTED_PROXIES);
  // With the shared page cache (REDIS_URL), connect now rather than while the first visitor waits.
  // Loaded from disk, not bundled, so that it is the very module next start loads as its cacheHandler.
  if (process.env.REDIS_URL) {
    const { pathToFileURL } = await import('node:url');
    const { resolve } = await import('node:path');
    const href = pathToFileURL(resolve('cache-handler.mjs')).href;
    const handler = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ href)) as {
      startSharedCache: () => Promise<unknown>;
    };
    await handler.startSharedCache();
  }
  const { startNotifyWorker } = await import('@/lib/notify/worker');
  startNotifyWorker();
  const { mailSettings } = await import('@/lib/requests/mail-config');
  const mail = mailSettings();
  if (!mail) return;
  const { getDb } = await import('@/lib/db/client');
  const { processOutbox } = await import('@/lib/leads/outbox');
  const { outageLog } = await import('@/lib/log');
  // A database down for an hour is one line when it fails and one when it recovers, not sixty.
  const outage = outageLog('lead.outbox_scheduled');
  const timer = setInterval(async () => {
    try {
      await processOutbox((await getDb()).db, mail);
      outage.succeeded();
    } catch (error) {
      outage.failed(error);
    }
  }, 60_000);
  timer.unref();
}

/**
 * Every error Next.js catches while rendering or running an action: one log line with the route and
 * the digest the visitor's error page shows (to find it again), the error's class and code. Never the
 * request's body or headers, nor the error's message, which may repeat what a visitor typed.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { errorCode, log } = await import('@/lib/log');
  const digest = (error as { digest?: unknown }).digest;
  log.error('request.failed', {
    method: request.method,
    route: context.routePath,
    routeType: context.routeType,
    digest: typeof digest === 'string' ? digest : undefined,
    ...errorCode(error),
  });
};
