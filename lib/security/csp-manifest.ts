import fs from 'node:fs';
import path from 'node:path';
import { inlineScriptHashes } from './csp';

// Prerendered pages are files written at build time, so they cannot carry a per-request nonce. Their
// inline scripts (Next.js's bootstrap and the React Server Components payload) are fixed instead, so
// the policy lists their SHA-256 hashes. `npm run build` writes the hashes of every prerendered page to
// .next/csp-manifest.json (scripts/write-csp-manifest.ts); the proxy reads that file.

export type CspManifest = Record<string, string[]>;

export const MANIFEST_FILE = 'csp-manifest.json';

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
