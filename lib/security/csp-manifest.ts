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

const regenerated = new Map<string, { file: string; mtimeMs: number; hashes: string[] }>();

/**
 * The hashes of a prerendered page as the server last regenerated it. A page that revalidates (every
 * page that shows prices does, within a minute) is rendered again after the build, and its inline
 * scripts change with it (the prices it carries, anything the running server renders differently):
 * with only the build's hashes the browser would refuse them and the page would never hydrate. Next
 * writes the regenerated page to .next/server/route-cache/APP_PAGE/<key>/$<route>.html; the newest such
 * file's hashes are read again whenever it changes. [] when the page was never regenerated.
 */
export function regeneratedHashes(
  route: string,
  distDir = path.join(process.cwd(), '.next'),
): string[] {
  const root = path.join(distDir, 'server', 'route-cache', 'APP_PAGE');
  let newest: { file: string; mtimeMs: number } | undefined;
  try {
    for (const key of fs.readdirSync(root)) {
      const file = path.join(root, key, `$${route}.html`);
      const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
      if (mtimeMs !== undefined && (!newest || mtimeMs > newest.mtimeMs))
        newest = { file, mtimeMs };
    }
  } catch {
    return [];
  }
  if (!newest) return [];
  const hit = regenerated.get(route);
  if (hit && hit.file === newest.file && hit.mtimeMs === newest.mtimeMs) return hit.hashes;
  const hashes = inlineScriptHashes(fs.readFileSync(newest.file, 'utf8'));
  regenerated.set(route, { ...newest, hashes });
  return hashes;
}
