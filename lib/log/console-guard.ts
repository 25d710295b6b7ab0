// The last line of defence for the server's log: what Next.js, React and the database drivers print
// themselves. `lib/log` never takes a value, but an error thrown past our code (a staff search or the
// export while PostgreSQL is down) is printed by the framework with its message, and a driver's message
// repeats the failed query and its parameters: an e-mail address, a phone number. Installed once when
// the server starts (instrumentation.ts), every console line goes through `redact` first.
//
// Why not pino: it would format our own lines (already one JSON object each, lib/log) but not the
// framework's, which write to the console directly; the leak is there, so the guard is there.

type Write = (...args: unknown[]) => void;

const email = /[^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,}/gi;
// Nine digits or more, with the separators people type between them: a phone number (a UAE one has
// 9 without its 0), an Emirates ID; a date (8 digits) is left alone.
const longNumber = /\+?\d(?:[\s\-.()]{0,2}\d){8,}/g;
// Drizzle's "Failed query: … params: a,b,c" and postgres.js's parameter dumps: the rest of the line.
const params = /(params|parameters|values)\s*[:=][^\n]*/gi;

/** A text with anything that could be a customer's value replaced. */
export function redactText(text: string): string {
  return text
    .replace(params, '$1: [redacted]')
    .replace(email, '[email]')
    .replace(longNumber, '[number]');
}

/** An error as its class, code and stack frames, never its message (nor its cause's). */
function redactError(error: Error): string {
  const code = (error as { code?: unknown }).code;
  const digest = (error as { digest?: unknown }).digest;
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .map(redactText);
  const head = [
    error.name,
    typeof code === 'string' || typeof code === 'number' ? `code=${code}` : '',
    typeof digest === 'string' ? `digest=${digest}` : '',
    '(message withheld: it may carry personal data)',
  ]
    .filter(Boolean)
    .join(' ');
  return [head, ...frames].join('\n');
}

/** One console argument made safe to print. */
export function redactArg(arg: unknown): unknown {
  if (arg instanceof Error) return redactError(arg);
  if (typeof arg === 'string') return redactText(arg);
  if (arg && typeof arg === 'object') {
    try {
      return redactText(JSON.stringify(arg));
    } catch {
      return '[object]';
    }
  }
  return arg;
}

const installed = Symbol.for('site.consoleGuard');

/** Wraps console.error/warn/log/info/debug so every argument is redacted; idempotent. */
export function installConsoleGuard(target: Console = console) {
  const marked = target as Console & { [installed]?: boolean };
  if (marked[installed]) return;
  marked[installed] = true;
  for (const level of ['error', 'warn', 'log', 'info', 'debug'] as const) {
    const original = target[level].bind(target) as Write;
    target[level] = ((...args: unknown[]) => original(...args.map(redactArg))) as Write;
  }
}
