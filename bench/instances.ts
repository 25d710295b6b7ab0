// `npm run bench:instances`: prerendered-page and lead throughput through nginx for one and for two
// `next start` instances (scripts/start-production.sh with INSTANCES=1 and 2, the shared Redis page cache
// with two). The page is requested with an Authorization header, which nginx never answers from its cache
// (deploy/nginx.conf), so Node serves every request: what is measured is the instances, not nginx. Needs
// a build and PostgreSQL (TEST_DATABASE_URL: two instances refuse the embedded database; the bench's
// leads are written there). Env: BENCH_SECONDS (5), BENCH_CONNECTIONS (32), BENCH_BASE_PORT (4950: uses
// it to +3). Figures only: nothing asserts a time.
//
// Why two instances gain little here: this machine has 2 cores, and one `next start` under load already
// keeps about one core busy rendering while nginx, PostgreSQL and the load generator use the other. A
// second instance adds fail-over, not cores; on a machine with more cores it adds throughput.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { benchClientIp, contactFormAction, contactLeadFields, leadAccepted, waitFor } from './lib';

const root = path.resolve(__dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const port = Number(process.env.BENCH_BASE_PORT ?? 4950);
const database = process.env.TEST_DATABASE_URL;
const prerendered = '/services/air-conditioning/amc';

type Load = { perSecond: number; failed: number };

/** `connections` keep-alive clients for `seconds`; per second: answers (or accepted leads), failures. */
async function load(
  url: string,
  request: (i: number) => { method: string; headers: Record<string, string>; body?: Buffer },
  ok: (status: number, body: string) => boolean,
): Promise<Load> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let good = 0;
  let failed = 0;
  let n = 0;
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const { method, headers, body } = request(n++);
      await new Promise<void>((resolve) => {
        const req = http.request(url, { agent, method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            if (ok(res.statusCode ?? 0, Buffer.concat(chunks).toString())) good++;
            else failed++;
            resolve();
          });
        });
        req.on('error', () => {
          failed++;
          resolve();
        });
        req.end(body);
      });
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return { perSecond: Math.round(good / seconds), failed };
}

async function multipart(fields: [string, string][]) {
  const form = new FormData();
  for (const [k, v] of fields) form.append(k, v);
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    type: response.headers.get('content-type')!,
  };
}

async function measure(instances: number) {
  const child: ChildProcess = spawn('bash', ['scripts/start-production.sh', String(instances)], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      NODE_PORT: String(port + 1),
      DATABASE_URL: database,
      TRUSTED_PROXIES: '127.0.0.1,::1',
      NGINX_DIR: path.join(root, '.data', `bench-instances-${port}`),
    },
  });
  const base = `http://localhost:${port}`;
  try {
    await waitFor(`${base}/api/health`);
    await fetch(`${base}${prerendered}`);
    const page = await load(
      `${base}${prerendered}`,
      () => ({
        method: 'GET',
        headers: { 'Accept-Encoding': 'gzip', Authorization: 'Bearer bench' },
      }),
      (status) => status === 200,
    );
    const action = await contactFormAction(base);
    const tag = `instances-${instances}-${Date.now()}`;
    const posts = await Promise.all(
      Array.from({ length: 4000 }, (_, i) => multipart(contactLeadFields(action, i, tag))),
    );
    const leads = await load(
      `${base}/contact`,
      (i) => ({
        method: 'POST',
        headers: {
          'Content-Type': posts[i % posts.length]!.type,
          Origin: base,
          'X-Forwarded-For': benchClientIp(i + instances * 10_000),
        },
        body: posts[i % posts.length]!.body,
      }),
      leadAccepted,
    );
    return {
      instances,
      'prerendered page rps': page.perSecond,
      'leads stored /s': leads.perSecond,
    };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function main() {
  if (!database) {
    console.log('Set TEST_DATABASE_URL to a PostgreSQL test database: two instances need one.');
    return;
  }
  const rows = [];
  for (const instances of [1, 2]) rows.push(await measure(instances));
  console.table(rows);
  console.log(
    'Two instances on 2 cores gain little: one already keeps a core busy; the second adds fail-over.',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
