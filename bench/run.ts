// Builds (unless --no-build), starts the production server and prints:
//  - requests per second for a prerendered page and a dynamic page (keep-alive, fixed concurrency)
//  - the gzip bytes of JavaScript, the HTML bytes and the number of scripts each page loads.
// Figures only: nothing here asserts a time.
import { execSync, spawn } from 'node:child_process';
import http from 'node:http';
import { gzipSync } from 'node:zlib';

const port = 3900;
const base = `http://localhost:${port}`;
const pages = ['/', '/ar', '/services/air-conditioning/amc', '/dubai/ac-services/dubai-marina', '/ar/dubai/ac-services/dubai-marina', '/contact'];

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try { if ((await fetch(`${base}/api/health`)).ok) return; } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function requestsPerSecond(path: string, seconds = 5, concurrency = 16) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let done = 0, failed = 0;
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      await new Promise<void>((resolve) => {
        http.get(`${base}${path}`, { agent }, (res) => {
          if (res.statusCode !== 200) failed++;
          res.resume();
          res.on('end', () => { done++; resolve(); });
        }).on('error', () => { failed++; resolve(); });
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return { rps: Math.round(done / seconds), failed };
}

async function pageWeight(path: string) {
  const html = await (await fetch(`${base}${path}`)).text();
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  let js = 0;
  for (const src of new Set(scripts)) js += gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length;
  return { htmlBytes: Buffer.byteLength(html), htmlGzip: gzipSync(html).length, scripts: new Set(scripts).size, jsGzip: js };
}

async function main() {
  if (!process.argv.includes('--no-build')) execSync('npx next build', { stdio: 'inherit' });
  const server = spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(port)], { stdio: 'ignore', detached: true });
  try {
    await waitForServer();
    console.log('\nPage weight (JavaScript gzip bytes a page loads)');
    console.table(Object.fromEntries(await Promise.all(pages.map(async (p) => [p, await pageWeight(p)] as const))));
    console.log('Throughput (16 concurrent keep-alive clients, 5 s each)');
    const rows: Record<string, { rps: number; failed: number }> = {};
    for (const p of ['/dubai/ac-services/dubai-marina', '/database-test', '/api/health']) rows[p] = await requestsPerSecond(p);
    console.table(rows);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
}

main().catch((e) => { console.error(e); process.exit(1); });
