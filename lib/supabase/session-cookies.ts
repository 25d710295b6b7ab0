/**
 * The cookies that hold a Supabase session: sb-<project ref>-auth-token, or its chunks .0, .1 … when
 * the session is too long for one cookie. Not the PKCE code verifier (…-auth-token-code-verifier),
 * which a visitor who is not signed in carries through a password reset.
 */
const sessionCookie = /^sb-.+-auth-token(\.\d+)?$/;

export function sessionCookieNames(cookies: { name: string }[]): string[] {
  return cookies.map((c) => c.name).filter((name) => sessionCookie.test(name));
}

/**
 * Session cookies in a raw Cookie header whose value the framework could not decode (a stray % sign)
 * and so left out of request.cookies: invisible to Supabase, they would stay in the browser forever.
 */
export function undecodableSessionCookies(header: string | null, parsed: Set<string>): string[] {
  if (!header) return [];
  const names = header.split(';').map((pair) => pair.split('=')[0]!.trim());
  return [...new Set(names)].filter((name) => sessionCookie.test(name) && !parsed.has(name));
}

/**
 * Whether the session cookies hold a session object, read as @supabase/ssr reads them (the whole
 * cookie, else its chunks in order; "base64-" and base64url, or plain JSON). Answering this first keeps
 * a garbage cookie away from supabase-js, which logs a stack trace for some and throws for others.
 */
export function isReadableSession(cookies: { name: string; value: string }[]): boolean {
  const byName = new Map(cookies.map((c) => [c.name, c.value]));
  const base = [...byName.keys()].find((n) => /^sb-.+-auth-token$/.test(n));
  const prefix =
    base ?? [...byName.keys()].find((n) => sessionCookie.test(n))?.replace(/\.\d+$/, '');
  if (!prefix) return false;
  let value = byName.get(prefix);
  if (value === undefined) {
    value = '';
    for (let i = 0; byName.has(`${prefix}.${i}`); i++) value += byName.get(`${prefix}.${i}`);
  }
  let json = value;
  if (value.startsWith('base64-')) {
    const encoded = value.slice('base64-'.length);
    if (!/^[A-Za-z0-9_-]*={0,2}$/.test(encoded)) return false;
    json = Buffer.from(encoded, 'base64url').toString('utf8');
  }
  try {
    const session = JSON.parse(json) as unknown;
    return typeof session === 'object' && session !== null && !Array.isArray(session);
  } catch {
    return false;
  }
}
