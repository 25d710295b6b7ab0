import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { leads, messages } from '@/lib/db/schema';
import { requestByToken } from '@/lib/requests/lookup';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Ends WhatsApp for these requests (a reply STOP, or the private page's button): no later event queues
 * a WhatsApp message for them, and the ones still queued are skipped. Nothing already sent changes.
 */
export async function stopWhatsapp(tx: Tx | Db, requestIds: readonly string[], now: Date) {
  if (!requestIds.length) return;
  await tx
    .update(leads)
    .set({ whatsappStoppedAt: now })
    .where(and(inArray(leads.id, [...requestIds]), isNull(leads.whatsappStoppedAt)));
  await tx
    .update(messages)
    .set({ status: 'skipped', statusAt: now })
    .where(
      and(
        inArray(messages.requestId, [...requestIds]),
        eq(messages.channel, 'whatsapp'),
        eq(messages.status, 'queued'),
      ),
    );
}

/** The private page's "stop WhatsApp updates": by the booking's token only. */
export async function stopWhatsappByToken(
  db: Db,
  token: string,
  now: Date,
): Promise<{ ok: true } | { ok: false; reason: 'notFound' }> {
  const found = await requestByToken(db, 'booking', token);
  if (!found) return { ok: false, reason: 'notFound' };
  await db.transaction((tx) => stopWhatsapp(tx, [found.lead.id], now));
  return { ok: true };
}
