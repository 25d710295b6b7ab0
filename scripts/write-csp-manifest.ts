// Runs after `next build` (npm's postbuild): writes the SHA-256 hashes of the inline scripts of every
// prerendered page to .next/csp-manifest.json, for the Content-Security-Policy the proxy sends.
import fs from 'node:fs';
import path from 'node:path';
import { buildCspManifest, MANIFEST_FILE } from '../lib/security/csp-manifest';

const distDir = path.join(process.cwd(), '.next');
const manifest = buildCspManifest(distDir);
fs.writeFileSync(path.join(distDir, MANIFEST_FILE), JSON.stringify(manifest));
const counts = Object.values(manifest).map((h) => h.length);
console.log(
  `CSP: hashed the inline scripts of ${counts.length} prerendered pages (at most ${Math.max(0, ...counts)} per page)`,
);
