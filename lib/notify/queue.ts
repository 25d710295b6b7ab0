import { and, eq, inArray, sql } from 'drizzle-orm';
import * as clock from '@/lib/clock';
import { rowsOf, type Db } from '@/lib/db/connect';
import { messages } from '@/lib/db/schema';
import type { WhatsappSettings } from './config';
import { claimLeaseSeconds, nextAttemptAfter, type MessageChannel } from './model';
import type { Purpose } from './purposes';
import type { MailSettings } from '@/lib/requests/mail-config';
import { renderEmail } from './email';
import { renderMessage } from './render';
import { sendTemplate } from './whatsapp';

// The notification worker. Messages are rows of `messages` (lib/db/schema.ts), grown from the e-mail
// outbox's pattern rather than a job library: pg-boss and graphile-worker need a PostgreSQL server of
// their own (LISTEN/NOTIFY, advisory locks, several pooled connections, their own schema migrations)
// and do not run on PGlite, the embedded database every visitor-facing default and test here runs on.
// A table and FOR UPDATE SKIP LOCKED behave alike on both; one claim query serves a batch of 50, and
// bench/notify.ts measures the whole path (claim, render, send to the stand-in, record): 45 messages a
// second on PGlite on a loaded 2-core machine, no duplicate with two workers (docs/performance.md),
// against a Cloud API default of 80 per second per number and a handful of messages per booking.
//
// One run claims the due rows in one short transaction (moving next_attempt_at a lease ahead and
// counting the attempt), then sends outside any transaction, then records each outcome. Two workers
// never claim one row: SKIP LOCKED passes over rows another claim holds, and a claimed row is no longer
// due. A worker that dies after claiming leaves its rows to be claimed again once the lease passes.

type Row = typeof messages.$inferSelect;

export interface RunResult {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

/**
 * Claims up to `batch` due messages for this worker, in the order they fell due (then were queued),
 * so one customer's messages go in the order their events happened.
 */
export async function claimDue(
  db: Db,
  now: Date,
  batch: number,
  leaseMs: number,
  channel: MessageChannel = 'whatsapp',
): Promise<Row[]> {
  // Instants go in as ISO text with a cast: postgres.js takes no Date in a raw query (PGlite does).
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const claimed = rowsOf<{ id: string; due_at: string | Date }>(
    await db.execute(sql`
      with due as (
        select id, next_attempt_at from ${messages}
        where status = 'queued' and channel = ${channel}
          and next_attempt_at <= ${now.toISOString()}::timestamptz
        order by next_attempt_at, created_at
        limit ${batch}
        for update skip locked)
      update ${messages} m set attempts = m.attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
      from due where m.id = due.id
      returning m.id, due.next_attempt_at as due_at`),
  );
  if (!claimed.length) return [];
  const dueAt = new Map(claimed.map((c) => [c.id, new Date(c.due_at).getTime()]));
  const found = await db
    .select()
    .from(messages)
    .where(
      inArray(
        messages.id,
        claimed.map((c) => c.id),
      ),
    );
  return found.sort(
    (a, b) => dueAt.get(a.id)! - dueAt.get(b.id)! || a.createdAt.getTime() - b.createdAt.getTime(),
  );
}

/** Sends the due WhatsApp messages once; what happened to each. */
export async function processMessages(
  db: Db,
  whatsapp: WhatsappSettings,
  now = clock.now(),
  batch = 50,
  fetchImpl: typeof fetch = fetch,
): Promise<RunResult> {
  const leaseMs = Math.max(claimLeaseSeconds * 1000, whatsapp.timeoutMs * 3);
  const rows = await claimDue(db, now, batch, leaseMs, 'whatsapp');
  return sendEach(db, rows, now, (row) => sendOne(db, whatsapp, row, now, fetchImpl));
}

/** Sends the due e-mails of the same steps once, through the SMTP server (lib/notify/email.ts). */
export async function processEmails(
  db: Db,
  mail: MailSettings,
  now = clock.now(),
  batch = 50,
): Promise<RunResult> {
  const rows = await claimDue(db, now, batch, claimLeaseSeconds * 1000, 'email');
  return sendEach(db, rows, now, async (row) => {
    const rendered = await renderEmail(db, row, now, mail.brand);
    if (!rendered.send) return { kind: 'skipped' };
    try {
      const info = await mail.transport.sendMail({
        from: mail.from,
        to: rendered.to,
        ...rendered.email,
      });
      return { kind: 'sent', id: String(info.messageId ?? row.id) };
    } catch (error) {
      // SMTP's own reply code when there is one (5xx: permanent), never its text (it names the address).
      const code = (error as { responseCode?: number }).responseCode;
      return code && code >= 500 && code < 600
        ? { kind: 'failed', code: String(code) }
        : { kind: 'retried', code: code ? String(code) : 'smtp' };
    }
  });
}

/**
 * Sends claimed rows and records each outcome: customers side by side (one slow answer holds the batch
 * no longer than the client's timeout), each customer's messages one after another, in the order of
 * their events.
 */
async function sendEach(
  db: Db,
  rows: Row[],
  now: Date,
  send: (row: Row) => Promise<Outcome>,
): Promise<RunResult> {
  const result: RunResult = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  const byRequest = Map.groupBy(rows, (row) => row.requestId);
  await Promise.all(
    [...byRequest.values()].map(async (own) => {
      for (const row of own) {
        const stored = await record(db, row, await send(row), now);
        if (stored) result[stored]++;
      }
    }),
  );
  return result;
}

type Outcome =
  { kind: 'sent'; id: string } | { kind: 'skipped' } | { kind: 'retried' | 'failed'; code: string };

async function sendOne(
  db: Db,
  whatsapp: WhatsappSettings,
  row: Row,
  now: Date,
  fetchImpl: typeof fetch,
): Promise<Outcome> {
  const rendered = await renderMessage(db, row, now);
  if (!rendered.send) return { kind: 'skipped' };
  const result = await sendTemplate(
    whatsapp,
    {
      to: rendered.to,
      template: whatsapp.template(row.purpose as Purpose),
      language: whatsapp.language(rendered.locale),
      parameters: rendered.parameters,
    },
    fetchImpl,
  );
  if (result.ok) return { kind: 'sent', id: result.id };
  return { kind: result.retryable ? 'retried' : 'failed', code: result.code };
}

/**
 * Stores an outcome, only if the row is still this worker's claim (same attempt, still queued): a
 * worker whose lease ran out does not overwrite the one that took the row over.
 */
async function record(
  db: Db,
  row: Row,
  outcome: Outcome,
  now: Date,
): Promise<Outcome['kind'] | null> {
  const ours = and(
    eq(messages.id, row.id),
    eq(messages.attempts, row.attempts),
    eq(messages.status, 'queued'),
  );
  const at = clock.now();
  let set: Partial<typeof messages.$inferInsert>;
  let kind = outcome.kind;
  if (outcome.kind === 'sent')
    set = {
      status: 'sent',
      providerMessageId: outcome.id,
      sentAt: at,
      statusAt: at,
      errorCode: null,
      // Sent: the private link it carried is no longer kept.
      link: null,
    };
  else if (outcome.kind === 'skipped') set = { status: 'skipped', statusAt: at };
  else {
    // Every retry spent: failed, like a permanent error; staff see it on the record.
    const retryAt = outcome.kind === 'retried' ? nextAttemptAfter(row.attempts, now) : null;
    kind = retryAt ? 'retried' : 'failed';
    set = retryAt
      ? { nextAttemptAt: retryAt, errorCode: outcome.code }
      : { status: 'failed', errorCode: outcome.code, statusAt: at };
  }
  const updated = await db.update(messages).set(set).where(ours).returning({ id: messages.id });
  return updated.length ? kind : null;
}
