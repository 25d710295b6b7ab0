import { getDb } from '@/lib/db/client';
import { log, outageLog } from '@/lib/log';
import { stepEmailsOn, whatsappSettings } from './config';
import { mailSettings } from '@/lib/requests/mail-config';
import { processEmails, processMessages } from './queue';

let started = false;

/**
 * Runs the messages queue on this instance every WHATSAPP_POLL_MS (default 5 s): WhatsApp while it is
 * configured, the step e-mails while visitor e-mails are; nothing when neither is. Every instance may
 * run it: claims never overlap (lib/notify/queue.ts).
 */
export function startNotifyWorker(env: Record<string, string | undefined> = process.env) {
  const settings = whatsappSettings(env);
  const mail = stepEmailsOn(env) ? mailSettings() : null;
  if ((!settings && !mail) || started) return;
  started = true;
  let running = false;
  const outage = outageLog('notify.worker');
  const timer = setInterval(
    async () => {
      if (running) return; // a slow run is not overlapped by the next tick of the same instance
      running = true;
      try {
        const { db } = await getDb();
        for (const result of [
          settings ? await processMessages(db, settings) : null,
          mail ? await processEmails(db, mail) : null,
        ])
          if (result?.failed) log.error('notify.message_failed', { count: result.failed });
        outage.succeeded();
      } catch (error) {
        outage.failed(error);
      } finally {
        running = false;
      }
    },
    Number(env.WHATSAPP_POLL_MS) || 5_000,
  );
  timer.unref();
}
