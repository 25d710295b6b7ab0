// The Content-Security-Policy of every response. Scripts run only from the site's own origin plus,
// for an HTML page, either the hashes of its inline scripts (prerendered pages: made from each version
// of the page as the page cache stores it, stampPagePolicy below) or a nonce made for the request
// (pages rendered on demand, which Next.js stamps on its own script tags when it finds the nonce in the
// request's CSP header).
// Never 'unsafe-inline': an injected inline script has neither the hash nor the nonce.
//
// Node loads this file as it is (type annotations stripped, no bundling) from the page cache handlers
// (disk-cache-handler.mjs, cache-handler.mjs): it imports nothing but Node's own modules, and
// lib/security/package.json declares this folder's files ES modules, which Node would otherwise guess
// at with a warning on every start.
import { createHash } from 'node:crypto';

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
    // "Pay now" posts to the site, which answers 303 to Stripe's checkout: browsers hold that redirect
    // to form-action too, so Stripe's checkout origin is allowed when online payment is configured.
    ['form-action', ["'self'", ...paymentFormOrigins()]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/** Stripe Checkout's origin (the stand-in's in tests) when online payment is configured, else none. */
export function paymentFormOrigins(
  env: Record<string, string | undefined> = process.env,
): string[] {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) return [];
  return env.STRIPE_API_BASE ? originOf(env.STRIPE_API_BASE) : ['https://checkout.stripe.com'];
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

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** 'sha256-…' sources for every inline script that runs (JSON-LD data blocks do not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes!)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy of a prerendered page: its own inline scripts' hashes. */
function prerenderedPagePolicy(html: string): string {
  return contentSecurityPolicy({
    scriptSources: inlineScriptHashes(html),
    connectOrigins: originOf(process.env.SUPABASE_URL),
  });
}

/** What Next keeps in its page cache for an App Router page (only the fields used here). */
interface CachedPage {
  kind?: unknown;
  html?: unknown;
  headers?: Record<string, unknown>;
}

/** Per entry, the policy of the version last seen, known by a digest of its HTML (not the HTML). */
const stamped = new Map<string, { digest: string; policy: string }>();

/**
 * Writes a cached page's policy into the entry's own headers, which Next sends with that very HTML
 * (from the cache, or straight after a render it has just stored). The policy and the scripts then
 * cannot disagree, however the page was regenerated. Anything other than a page is left alone.
 * `key` names the entry, so that a page read again unchanged is not hashed again.
 */
export function stampPagePolicy(key: string, value: CachedPage | null | undefined): void {
  if (!value || value.kind !== 'APP_PAGE' || typeof value.html !== 'string') return;
  // The site-wide 404 is served from the cache only where the proxy does not run (an unknown /api/…
  // address), under the fixed policy next.config.ts sends there: a second policy would be enforced too.
  if (key.endsWith('/_not-found')) return;
  const digest = createHash('sha1').update(value.html, 'utf8').digest('base64');
  const known = stamped.get(key);
  const policy = known?.digest === digest ? known.policy : prerenderedPagePolicy(value.html);
  stamped.set(key, { digest, policy });
  value.headers = { ...value.headers, 'content-security-policy': policy };
}
