// Builds (unless --no-build), starts the production server on a fresh embedded database and prints:
//  - requests per second for a prerendered page and a dynamic page (keep-alive, fixed concurrency)
//  - leads per second and leads lost for N concurrent submissions through the real server action.
// Figures only: nothing here asserts a time. Page weight against the budgets: bench/budgets.ts (in a
// browser); throughput next to nginx and the production setup: bench/throughput.ts; Lighthouse: bench/lighthouse.ts.
import { execSync, spawn } from 'node:child_process';
import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { connect, rowsOf } from '../lib/db/connect';
import { benchClientIp, contactFormAction, contactLeadFields, leadAccepted, waitFor } from './lib';

const port = 3900;
const base = `http://localhost:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
const leadCount = Number(process.env.BENCH_LEADS ?? 200);

async function requestsPerSecond(path: string, seconds = 5, concurrency = 16) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  let done = 0,
    failed = 0;
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      await new Promise<void>((resolve) => {
        http
          .get(`${base}${path}`, { agent }, (res) => {
            if (res.statusCode !== 200) failed++;
            res.resume();
            res.on('end', () => {
              done++;
              resolve();
            });
          })
          .on('error', () => {
            failed++;
            resolve();
          });
      });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return { rps: Math.round(done / seconds), failed };
}

/** Posts N contact forms at once, the way a browser without JavaScript sends them. */
async function submitLeads(n: number) {
  const action = await contactFormAction(base);
  const tag = `${Date.now()}`;
  const started = performance.now();
  const results = await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const form = new FormData();
      for (const [k, v] of contactLeadFields(action, i, tag)) form.set(k, v);
      const res = await fetch(`${base}/contact`, {
        method: 'POST',
        body: form,
        headers: { origin: base, 'x-forwarded-for': benchClientIp(i) },
      });
      return leadAccepted(res.status, await res.text());
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { accepted: results.filter(Boolean).length, seconds };
}

async function main() {
  if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
  const server = spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(port)], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: '' },
  });
  let leads = { accepted: 0, seconds: 0 };
  try {
    await waitFor(`${base}/api/health`);
    console.log('Throughput (16 concurrent keep-alive clients, 5 s each)');
    const rows: Record<string, { rps: number; failed: number }> = {};
    for (const p of ['/dubai/ac-services/dubai-marina', '/database-test', '/api/health'])
      rows[p] = await requestsPerSecond(p);
    console.table(rows);
    leads = await submitLeads(leadCount);
  } finally {
    process.kill(-server.pid!, 'SIGTERM');
  }
  // Count what the embedded database holds once the server has let go of it.
  await new Promise((r) => setTimeout(r, 1500));
  const conn = await connect({ dir: dataDir });
  const stored = Number(
    rowsOf<{ n: number }>(
      await conn.db.execute(sql`select count(*)::int as n from leads where email like 'bench-%'`),
    )[0]?.n ?? 0,
  );
  await conn.close();
  console.log('Lead submissions through the server action (embedded database)');
  console.table({
    [`${leadCount} concurrent`]: {
      accepted: leads.accepted,
      stored,
      lost: leads.accepted - stored,
      leadsPerSecond: Math.round(leads.accepted / leads.seconds),
    },
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
