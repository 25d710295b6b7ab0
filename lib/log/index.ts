// One structured line per event on the server's log: JSON with a time, a level, an event name and
// plain fields. Never personal data: pass codes, ids, counts and durations, never what a visitor typed
// (names, e-mails, phones, messages) and never a driver's error message, which carries the query's
// parameters. `errorCode` turns an unknown error into something safe to log.

type Level = 'info' | 'warn' | 'error';
export type LogFields = Record<string, string | number | boolean | null | undefined>;

// Control and bidi characters would let a value forge or disguise log lines.
const unsafe = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

function clean(value: LogFields[string]): LogFields[string] {
  return typeof value === 'string' ? value.replace(unsafe, '?').slice(0, 200) : value;
}

function write(level: Level, event: string, fields: LogFields = {}) {
  const line: Record<string, unknown> = {
    time: new Date().toISOString(),
    level,
    event: clean(event),
  };
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) line[key] = clean(value);
  const text = JSON.stringify(line);
  if (level === 'error') console.error(text);
  else if (level === 'warn') console.warn(text);
  else console.info(text);
}

export const log = {
  info: (event: string, fields?: LogFields) => write('info', event, fields),
  warn: (event: string, fields?: LogFields) => write('warn', event, fields),
  error: (event: string, fields?: LogFields) => write('error', event, fields),
};

/**
 * What may be logged of an error: its class name and, for database and auth errors, their code
 * (SQLSTATE such as 23505, or Supabase's error code). Never `message`: a database driver's message
 * repeats the failed query's values.
 */
export function errorCode(error: unknown): { error: string; code?: string } {
  if (!(error instanceof Error)) return { error: typeof error };
  const withCode = error as Error & { code?: unknown; cause?: unknown };
  const cause = withCode.cause as { code?: unknown } | undefined;
  const code = typeof withCode.code === 'string' ? withCode.code : cause?.code;
  return { error: error.name, ...(typeof code === 'string' ? { code } : {}) };
}

/**
 * For a job that runs every few seconds: its failure is logged when an outage starts, not on every
 * run while it lasts (a database down for an hour would write 720 identical lines), and the recovery
 * once, with how many runs failed.
 */
export function outageLog(event: string) {
  let failedRuns = 0;
  return {
    failed(error: unknown) {
      if (failedRuns++ === 0) log.error(`${event}_failed`, errorCode(error));
    },
    succeeded() {
      if (failedRuns === 0) return;
      log.info(`${event}_recovered`, { failedRuns });
      failedRuns = 0;
    },
  };
}
