// The notification queue's plain facts, with no database: channels, statuses, what may be retried and
// when. The schema, the worker, the webhook and the tests share them.

export const messageChannels = ['whatsapp', 'email'] as const;
export type MessageChannel = (typeof messageChannels)[number];

/**
 * queued: owed (due at next_attempt_at); sent: the provider accepted it; delivered / read: its status
 * webhooks said so; failed: a permanent error or every retry spent; skipped: no longer owed (the
 * customer stopped WhatsApp, the booking moved away from a reminder's day, was cancelled, …).
 */
export const messageStatuses = [
  'queued',
  'sent',
  'delivered',
  'read',
  'failed',
  'skipped',
] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** Statuses a delivery webhook may move a sent message through, in order; failed ends it anywhere. */
const deliveryOrder: readonly MessageStatus[] = ['sent', 'delivered', 'read'];

/**
 * Whether a webhook's status may replace the stored one: forward only (Meta may deliver "read" before
 * "delivered"; the later one must not step back), and failed only before it was delivered.
 */
export function statusMayMove(from: MessageStatus, to: MessageStatus): boolean {
  if (to === 'failed') return from === 'sent' || from === 'queued';
  const a = deliveryOrder.indexOf(from);
  const b = deliveryOrder.indexOf(to);
  return a >= 0 && b > a;
}

/** Retry delays after the 1st, 2nd … failure; after the last one the message is failed. */
export const retryDelaysSeconds = [30, 120, 600, 1800, 3600, 7200, 21600] as const;

/** How long a claimed message is held by its worker before another may take it (a crash's cost). */
export const claimLeaseSeconds = 120;

/**
 * Meta's error codes a later send may get past (https://developers.facebook.com/documentation/
 * business-messaging/whatsapp/support/error-codes): throughput and pair rate limits, spam rate limit,
 * Meta's own temporary failures. Every other Graph error (an invalid number, a template that does not
 * exist or whose parameters do not match, the 24-hour window, an expired token) fails the same way
 * again, so it is not retried: staff see it on the record.
 */
export const retryableMetaCodes: ReadonlySet<number> = new Set([
  1, // API unknown
  2, // API service temporarily unavailable
  4, // API too many calls (application rate limit)
  80007, // rate limit issues (WhatsApp Business Account)
  130429, // rate limit hit (Cloud API throughput)
  131000, // something went wrong
  131016, // service unavailable
  131048, // spam rate limit hit
  131056, // (business account, consumer account) pair rate limit hit
  133004, // server temporarily unavailable
]);

/** What a failed send was, as the worker decides on it. */
export interface SendFailure {
  /** Stored on the row: a Meta code, 'http_503', 'timeout', 'network'. */
  code: string;
  retryable: boolean;
}

/** A Graph API answer that is not a success: its HTTP status and Meta's error code when it has one. */
export function classifyFailure(httpStatus: number, metaCode: number | undefined): SendFailure {
  if (metaCode !== undefined)
    return { code: String(metaCode), retryable: retryableMetaCodes.has(metaCode) };
  // No Graph error object: a proxy's or Meta's front end's answer. 5xx and 429 pass; other 4xx won't.
  return { code: `http_${httpStatus}`, retryable: httpStatus >= 500 || httpStatus === 429 };
}

/** When a message that has failed `attempts` times (1 or more) is tried again; null: give up. */
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  const delay = retryDelaysSeconds[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay * 1000);
}

/** Normalised phone (+9715…) as WhatsApp names it: digits only, no plus (a wa_id). */
export const waId = (e164: string) => e164.replace(/\D/g, '');
