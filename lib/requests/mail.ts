import { after } from 'next/server';
import { getDb } from '@/lib/db/client';
import { mailSettings } from '@/lib/requests/mail-config';
import { processOutbox } from '@/lib/leads/outbox';
import { errorCode, log } from '@/lib/log';

/**
 * Sends the e-mails a request just stored owes, after the response: the visitor never waits for the
 * mail server, and a failure stays in the outbox to be retried. Nothing when mail is not configured.
 */
export function sendMailLater(scope: 'lead' | 'booking' | 'amc') {
  const mail = mailSettings();
  if (!mail) return;
  after(async () => {
    try {
      await processOutbox((await getDb()).db, mail);
    } catch (error) {
      log.error(`${scope}.outbox_failed`, errorCode(error));
    }
  });
}
