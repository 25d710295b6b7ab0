import * as clock from '@/lib/clock';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { amcRequests, bookings, leadOutbox, leads } from '@/lib/db/schema';
import { renderAmcEmail } from '@/lib/amc/emails';
import { renderBookingEmail } from '@/lib/booking/emails';
import { linesOfRequest } from '@/lib/requests/lines';
import { business } from '@/lib/config/business';
import type { MailSettings } from '@/lib/requests/mail-config';
import { renderLeadEmail } from './emails';

/** Retry delays after the 1st, 2nd … failure; after the last one the row waits for an operator. */
export const backoffMinutes = [1, 5, 15, 60, 240, 720];

/**
 * Sends the e-mails that are due, oldest first. The lead is already stored: a mail server that is down
 * only delays the e-mail, which is retried with backoff. Returns how many were sent and failed.
 */
export async function processOutbox(
  db: Db,
  mail: MailSettings,
  now = clock.now(),
  batch = 20,
): Promise<{ sent: number; failed: number }> {
  const due = await db
    .select({ outbox: leadOutbox, lead: leads })
    .from(leadOutbox)
    .innerJoin(leads, eq(leads.id, leadOutbox.leadId))
    .where(
      and(
        isNull(leadOutbox.sentAt),
        lte(leadOutbox.nextAttemptAt, now),
        lte(leadOutbox.attempts, backoffMinutes.length),
      ),
    )
    .orderBy(asc(leadOutbox.createdAt))
    .limit(batch);
  let sent = 0;
  let failed = 0;
  for (const { outbox, lead } of due) {
    // Claim the row first so two workers never send the same e-mail.
    const claimed = await db
      .update(leadOutbox)
      .set({
        attempts: sql`${leadOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + minutes(outbox.attempts) * 60_000),
      })
      .where(
        and(
          eq(leadOutbox.id, outbox.id),
          eq(leadOutbox.attempts, outbox.attempts),
          isNull(leadOutbox.sentAt),
        ),
      )
      .returning({ id: leadOutbox.id });
    if (!claimed.length) continue;
    try {
      const to = outbox.kind === 'notify_company' ? mail.notifyTo : lead.email;
      if (!to) throw new Error('no recipient');
      const message = await renderByKind(db, outbox.kind, lead, outbox.link, mail);
      await mail.transport.sendMail({ from: mail.from, to, ...message });
      // The private link was kept only to be sent: once it is, the database holds just its hash.
      await db
        .update(leadOutbox)
        .set({ sentAt: new Date(), lastError: null, link: null })
        .where(eq(leadOutbox.id, outbox.id));
      sent++;
    } catch (error) {
      await db
        .update(leadOutbox)
        .set({ lastError: String(error instanceof Error ? error.message : error).slice(0, 500) })
        .where(eq(leadOutbox.id, outbox.id));
      failed++;
    }
  }
  return { sent, failed };
}

/** A booked visit and an AMC request have e-mails of their own; every other lead the plain ones. */
async function renderByKind(
  db: Db,
  kind: 'notify_company' | 'confirm_visitor',
  lead: typeof leads.$inferSelect,
  link: string | null,
  mail: MailSettings,
) {
  const siteUrl = mail.siteUrl ?? business.siteUrl;
  if (lead.kind === 'booking') {
    const [booking] = await db.select().from(bookings).where(eq(bookings.leadId, lead.id));
    if (booking)
      return renderBookingEmail(kind, {
        lead,
        booking,
        link,
        siteUrl,
        brand: mail.brand,
        lines: await linesOfRequest(db, lead.id),
      });
  }
  if (lead.kind === 'amc') {
    const [request] = await db.select().from(amcRequests).where(eq(amcRequests.leadId, lead.id));
    if (request) return renderAmcEmail(kind, { lead, request, link, siteUrl, brand: mail.brand });
  }
  return renderLeadEmail(kind, lead, mail.brand);
}

const minutes = (attempts: number) =>
  backoffMinutes[Math.min(attempts, backoffMinutes.length - 1)]!;
