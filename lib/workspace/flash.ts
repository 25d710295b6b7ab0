import { one, type SearchParams } from './params';

// What a staff page was redirected back with (post/redirect/get): `?saved=`, `?error=`,
// `?result=`, `?outcome=`, `?done=`. Each page lists its rules; this reads them into the messages
// to show, so the meaning of a code lives in one table per page and not in the page's markup.

export type FlashTone = 'ok' | 'error';

export interface Flash {
  tone: FlashTone;
  /** The message key (full path, e.g. `workspace.team.results.granted`). */
  key: string;
  /** The key to show when `key` has no message (a code the page does not know). */
  fallback?: string;
  /** The code the address carried (a technician's name for `?saved=` on the technicians page). */
  code: string;
}

export interface FlashRule {
  /** The parameter read. */
  param: string;
  /** The message key's prefix: the code is appended (`schedule.outcome.` + `moved`). */
  prefix: string;
  /** The codes this rule accepts; without it, any code (its key falls back to `fallback`). */
  codes?: readonly string[];
  /** The whole key when the message does not depend on the code (`…saved` with the name in it). */
  key?: string;
  /** The key for a code without a message of its own; without it, such a code shows nothing. */
  fallback?: string;
  tone: FlashTone | ((code: string) => FlashTone);
}

/** The messages a page's address asks it to show, in the order of its rules. */
export function readFlash(query: SearchParams, rules: readonly FlashRule[]): Flash[] {
  const shown: Flash[] = [];
  for (const rule of rules) {
    const code = one(query[rule.param]);
    if (!code) continue;
    const known = !rule.codes || rule.codes.includes(code);
    if (!known && !rule.fallback) continue;
    const tone = typeof rule.tone === 'function' ? rule.tone(code) : rule.tone;
    const key = known ? (rule.key ?? `${rule.prefix}${code}`) : rule.fallback!;
    shown.push({ tone, key, code, ...(rule.fallback ? { fallback: rule.fallback } : {}) });
  }
  return shown;
}
