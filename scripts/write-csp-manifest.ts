// Runs after `next build` (npm's postbuild): lists the prerendered pages in .next/csp-manifest.json, the
// pages to which the proxy adds no Content-Security-Policy because their cache entries carry their own.
import fs from 'node:fs';
import path from 'node:path';
import { buildCspManifest, MANIFEST_FILE } from '../lib/security/csp-manifest';

const distDir = path.join(process.cwd(), '.next');
const routes = buildCspManifest(distDir);
fs.writeFileSync(path.join(distDir, MANIFEST_FILE), JSON.stringify(routes));
console.log(`CSP: ${routes.length} prerendered pages carry their own policy from the page cache`);
