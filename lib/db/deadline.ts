/** The error a deadline rejects with: the work did not finish in time (it may still be queued). */
export class DeadlineError extends Error {
  readonly code = 'DEADLINE';
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/**
 * Runs `work` and rejects after `ms` if it has not settled. postgres.js has no acquire timeout: a query
 * waits in its queue as long as every pooled connection is busy (a locked table holds them all), and
 * connect_timeout only starts once a connection is being opened. The deadline bounds the whole wait.
 * The work is not stopped by the timer; it gets an AbortSignal, aborted at the deadline, so it can
 * refuse to start anything that would have an effect (a lead stored after the visitor was told
 * "could not send").
 */
export async function withDeadline<T>(
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DeadlineError(ms);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  const running = work(controller.signal);
  // Settling after the deadline is no one's concern any more: never an unhandled rejection.
  running.catch(() => {});
  try {
    return await Promise.race([running, expired]);
  } finally {
    clearTimeout(timer);
  }
}
