// The Content-Security-Policy of every response. Scripts run only from the site's own origin plus,
// for an HTML page, either the hashes of its inline scripts (prerendered pages: computed from the
// build output, see csp-manifest.ts) or a nonce made for the request (pages rendered on demand, which
// Next.js stamps on its own script tags when it finds the nonce in the request's CSP header).
// Never 'unsafe-inline': an injected inline script has neither the hash nor the nonce.

export interface CspOptions {
  /** 'sha256-…' sources or a single 'nonce-…' source; none for responses that are not pages. */
  scriptSources?: string[];
  /** Extra origins the browser may call (the Supabase project for the auth pages). */
  connectOrigins?: string[];
  /** next dev evaluates code for fast refresh and talks to its websocket. */
  development?: boolean;
}

export function contentSecurityPolicy({
  scriptSources = [],
  connectOrigins = [],
  development = false,
}: CspOptions = {}): string {
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptSources, ...(development ? ["'unsafe-eval'"] : [])]],
    // React and Tailwind set style attributes; styles cannot run code, so inline styles stay allowed.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...connectOrigins, ...(development ? ['ws:'] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** A fresh, unguessable nonce (128 bits) for one response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The origin of a configured URL, or nothing when it is unset or malformed. */
export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
