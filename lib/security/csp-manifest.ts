import fs from 'node:fs';
import path from 'node:path';

// Which routes the build prerendered. Next answers those from its page cache, whose entries carry their
// own Content-Security-Policy (disk-cache-handler.mjs), so the proxy adds none to them; every other page
// gets a nonce from the proxy. `npm run build` writes the list to .next/csp-manifest.json
// (scripts/write-csp-manifest.ts); the proxy reads that file.

export const MANIFEST_FILE = 'csp-manifest.json';

/** Routes ("/en/about", "/ar") of the prerendered HTML in .next/server/app. */
export function buildCspManifest(distDir: string): string[] {
  const appDir = path.join(distDir, 'server', 'app');
  if (!fs.existsSync(appDir)) return [];
  return fs
    .readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => '/' + file.slice(0, -'.html'.length).split(path.sep).join('/'));
}

let cached: Set<string> | undefined;

/**
 * The build's list, read once. A build made with plain `next build` (no postbuild step) has no
 * manifest file: it is then computed from the same HTML files on first use, which gives the same result.
 */
export function prerenderedRoutes(distDir = path.join(process.cwd(), '.next')): Set<string> {
  if (cached) return cached;
  try {
    cached = new Set(JSON.parse(fs.readFileSync(path.join(distDir, MANIFEST_FILE), 'utf8')));
  } catch {
    cached = new Set(buildCspManifest(distDir));
  }
  return cached;
}
