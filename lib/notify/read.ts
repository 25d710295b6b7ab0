import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { messages } from '@/lib/db/schema';

/** A request's messages, oldest first, as staff see them (never their parameters: none are stored). */
export function messagesOfRequest(db: Db, requestId: string) {
  return db
    .select({
      id: messages.id,
      channel: messages.channel,
      purpose: messages.purpose,
      status: messages.status,
      attempts: messages.attempts,
      errorCode: messages.errorCode,
      nextAttemptAt: messages.nextAttemptAt,
      statusAt: messages.statusAt,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.requestId, requestId))
    .orderBy(asc(messages.nextAttemptAt), asc(messages.createdAt));
}
export type StaffMessage = Awaited<ReturnType<typeof messagesOfRequest>>[number];
