import { getDb } from '@/lib/db/client';
import { errorCode, log } from '@/lib/log';
import { whatsappSettings } from './config';
import { processMessages } from './queue';

let started = false;

/**
 * Runs the WhatsApp queue on this instance every WHATSAPP_POLL_MS (default 5 s) while WhatsApp is
 * configured; nothing otherwise. Every instance may run it: claims never overlap (lib/notify/queue.ts).
 */
export function startNotifyWorker(env: Record<string, string | undefined> = process.env) {
  const settings = whatsappSettings(env);
  if (!settings || started) return;
  started = true;
  let running = false;
  const timer = setInterval(
    async () => {
      if (running) return; // a slow run is not overlapped by the next tick of the same instance
      running = true;
      try {
        const result = await processMessages((await getDb()).db, settings);
        if (result.failed) log.error('notify.message_failed', { count: result.failed });
      } catch (error) {
        log.error('notify.worker_failed', errorCode(error));
      } finally {
        running = false;
      }
    },
    Number(env.WHATSAPP_POLL_MS) || 5_000,
  );
  timer.unref();
}
