import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// Prerendered pages are files written at build time, so they cannot carry a per-request nonce. Their
// inline scripts (Next.js's bootstrap and the React Server Components payload) are fixed instead, so
// the policy lists their SHA-256 hashes. `npm run build` writes the hashes of every prerendered page to
// .next/csp-manifest.json (scripts/write-csp-manifest.ts); the proxy reads that file.

export type CspManifest = Record<string, string[]>;

export const MANIFEST_FILE = 'csp-manifest.json';

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

/** Route ("/en/about", "/ar") to the hashes of its prerendered HTML, from .next/server/app. */
export function buildCspManifest(distDir: string): CspManifest {
  const appDir = path.join(distDir, 'server', 'app');
  const manifest: CspManifest = {};
  if (!fs.existsSync(appDir)) return manifest;
  for (const file of fs.readdirSync(appDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const route = '/' + file.slice(0, -'.html'.length).split(path.sep).join('/');
    manifest[route] = inlineScriptHashes(fs.readFileSync(path.join(appDir, file), 'utf8'));
  }
  return manifest;
}

let cached: CspManifest | undefined;

/**
 * The build's manifest, read once. A build made with plain `next build` (no postbuild step) has no
 * manifest file: it is then computed from the same HTML files on first use, which gives the same result.
 */
export function cspManifest(distDir = path.join(process.cwd(), '.next')): CspManifest {
  if (cached) return cached;
  try {
    cached = JSON.parse(fs.readFileSync(path.join(distDir, MANIFEST_FILE), 'utf8')) as CspManifest;
  } catch {
    cached = buildCspManifest(distDir);
  }
  return cached;
}

/**
 * The hashes of a prerendered page as it is now. A page that revalidates (it states prices, which staff
 * change) is rendered again while the site runs, and Next.js writes the new HTML over the build's file:
 * its inline scripts (the React payload carries the page's text) then have new hashes. So the file is
 * hashed again whenever it changes (one stat per request; a read and hash per new version), and the
 * policy always lists the scripts of the HTML Next.js serves. Undefined for a page that is not
 * prerendered (it gets a nonce).
 */
export function pageHashes(
  route: string,
  distDir = path.join(process.cwd(), '.next'),
): string[] | undefined {
  const built = cspManifest(distDir)[route];
  if (!built) return undefined;
  const file = path.join(distDir, 'server', 'app', `${route.slice(1)}.html`);
  let version: number;
  try {
    version = fs.statSync(file).mtimeMs;
  } catch {
    return built;
  }
  const seen = current.get(route);
  if (seen?.version === version) return seen.hashes;
  let hashes = built;
  try {
    hashes = inlineScriptHashes(fs.readFileSync(file, 'utf8'));
  } catch {
    // Being replaced right now: the build's hashes until the next request reads the new file.
    return built;
  }
  current.set(route, { version, hashes });
  return hashes;
}

const current = new Map<string, { version: number; hashes: string[] }>();
