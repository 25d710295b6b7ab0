// `npm run bench:throughput`: requests per second, in one run, for
//   - a prerendered page, a dynamic page (database query per request) and a lead submission (a no-JavaScript
//     POST of the contact form through the server action, each with its own idempotency key),
//   - served by `next start` alone, by the production setup (scripts/start-production.sh: nginx caching in
//     front of next start) and by nginx alone serving a copy of the same prerendered HTML file,
// printed as requests per second and as a share of nginx alone. Figures only: nothing here asserts a time.
// Builds first only if there is no build. The load generator is wrk (apt-get install -y wrk) when it is
// installed, else a Node keep-alive client, which cannot saturate nginx (the output says which).
//
// Env: BENCH_SECONDS (5 per cell), BENCH_CONNECTIONS (32), BENCH_BASE_PORT (4900: uses it to +21).
// `--breakdown` also measures next start on the prerendered page with Node's gzip switched off
// (NEXT_COMPRESS=0), to see what compression costs.
import { execSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { benchClientIp, contactFormAction, contactLeadFields, leadAccepted, waitFor } from './lib';

const root = path.resolve(__dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const basePort = Number(process.env.BENCH_BASE_PORT ?? 4900);
const threads = Math.max(1, Math.min(4, os.availableParallelism()));
const prerendered = '/services/air-conditioning/amc';
const prerenderedFile = path.join(root, '.next/server/app/en/services/air-conditioning/amc.html');
const dynamic = '/database-test';
const hasWrk = spawnSync('sh', ['-c', 'command -v wrk'], { stdio: 'ignore' }).status === 0;
const nginxBin =
  ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => fs.existsSync(p)) ?? 'nginx';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-throughput-'));
fs.chmodSync(tmp, 0o755); // nginx workers (nobody) read the copied page from here
const children: ChildProcess[] = [];
let stopping = false;

type Result = { rps: number; failed: number; accepted?: number };

function start(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DATABASE_URL: '', ...env },
  });
  let stderr = '';
  child.stderr!.on('data', (d) => {
    stderr = (stderr + d).slice(-4000);
  });
  child.on('exit', (code) => {
    if (code && !stopping) console.error(`${command} ${args.join(' ')} exited ${code}\n${stderr}`);
  });
  children.push(child);
  return child;
}

function wrk(
  url: string,
  headers: string[],
  script?: string,
  args: string[] = [],
): Result & { out: string } {
  const res = spawnSync(
    'wrk',
    [
      '-t',
      String(threads),
      '-c',
      String(connections),
      '-d',
      `${seconds}s`,
      ...headers.flatMap((h) => ['-H', h]),
      ...(script ? ['-s', script] : []),
      url,
      ...(args.length ? ['--', ...args] : []),
    ],
    { encoding: 'utf8' },
  );
  const out = res.stdout + res.stderr;
  const num = (re: RegExp) => Number(out.match(re)?.[1] ?? 0);
  const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const failed =
    num(/Non-2xx or 3xx responses: (\d+)/) +
    (socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0);
  return { rps: Math.round(num(/Requests\/sec:\s+([\d.]+)/)), failed, out };
}

/** Node keep-alive loader, for machines without wrk (it saturates next start, not nginx). */
async function nodeLoad(
  url: string,
  headers: Record<string, string>,
  next?: (i: number) => { body: Buffer; headers: Record<string, string> },
): Promise<Result> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let done = 0,
    failed = 0,
    accepted = 0,
    n = 0;
  const end = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < end) {
      const extra = next?.(n++);
      await new Promise<void>((resolve) => {
        const req = http.request(
          url,
          { agent, method: extra ? 'POST' : 'GET', headers: { ...headers, ...extra?.headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => {
              if (extra) chunks.push(c);
            });
            res.on('end', () => {
              done++;
              if (res.statusCode !== 200) failed++;
              if (extra && leadAccepted(res.statusCode ?? 0, Buffer.concat(chunks).toString()))
                accepted++;
              resolve();
            });
          },
        );
        req.on('error', () => {
          failed++;
          resolve();
        });
        req.end(extra?.body);
      });
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return {
    rps: Math.round(done / seconds),
    failed,
    ...(next ? { accepted: Math.round(accepted / seconds) } : {}),
  };
}

async function page(base: string, p: string, gzip: boolean): Promise<Result> {
  const headers = gzip ? { 'Accept-Encoding': 'gzip' } : ({} as Record<string, string>);
  if (hasWrk)
    return wrk(
      `${base}${p}`,
      Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    );
  return nodeLoad(`${base}${p}`, headers);
}

/** wrk script: every request a new multipart lead (own idempotency key, e-mail and client address). */
const leadLua = `
local threads = {}
local counter, nthreads = 0, 0
function setup(thread) table.insert(threads, thread); thread:set("id", #threads) end
function init(args)
  actionRef, actionKey, origin, tag, startedAt = args[1], args[2], args[3], args[4], args[5]
  ok, bad = 0, 0
end
local function part(b, name, value)
  return "--" .. b .. "\\r\\nContent-Disposition: form-data; name=\\"" .. name .. "\\"\\r\\n\\r\\n" .. value .. "\\r\\n"
end
function request()
  counter = counter + 1
  local n = counter * 16 + id
  local key = tag .. "-" .. id .. "-" .. counter
  local b = "----benchboundary" .. id
  local body = part(b, "$ACTION_REF_1", "") .. part(b, "$ACTION_1:0", actionRef) .. part(b, "$ACTION_1:1", '["contact",{"ok":null}]')
    .. part(b, "$ACTION_KEY", actionKey) .. part(b, "fullName", "Bench Client") .. part(b, "email", "bench-" .. key .. "@example.com")
    .. part(b, "phone", "050 123 4567") .. part(b, "message", "Benchmark enquiry about AC maintenance.")
    .. part(b, "idempotencyKey", "bench-key-" .. key) .. part(b, "locale", "en") .. part(b, "sourcePath", "/contact") .. part(b, "startedAt", startedAt) .. "--" .. b .. "--\\r\\n"
  local ip = "10." .. (math.floor(n / 65536) % 256) .. "." .. (math.floor(n / 256) % 256) .. "." .. (n % 256)
  return wrk.format("POST", "/contact", { ["Content-Type"] = "multipart/form-data; boundary=" .. b, ["Origin"] = origin, ["X-Forwarded-For"] = ip }, body)
end
function response(status, headers, body)
  if status == 200 and body and string.find(body, "form-success", 1, true) then ok = ok + 1 else bad = bad + 1 end
end
function done(summary, latency, requests)
  local o, x = 0, 0
  for _, t in ipairs(threads) do o = o + t:get("ok"); x = x + t:get("bad") end
  io.write(string.format("LEADS ok=%d bad=%d\\n", o, x))
end
`;

async function leads(base: string): Promise<Result> {
  const action = await contactFormAction(base);
  const tag = `${Date.now()}`;
  if (hasWrk) {
    const script = path.join(tmp, 'lead.lua');
    fs.writeFileSync(script, leadLua);
    const r = wrk(`${base}/contact`, [], script, [
      action.actionRef,
      action.actionKey,
      base,
      tag,
      String(Date.now() - 60_000),
    ]);
    const ok = Number(r.out.match(/LEADS ok=(\d+)/)?.[1] ?? 0);
    const bad = Number(r.out.match(/bad=(\d+)/)?.[1] ?? 0);
    return { rps: r.rps, failed: bad, accepted: Math.round(ok / seconds) };
  }
  return leadsNode(base);
}

/** Node-loader lead posts: multipart bodies built up front (the loader's request() is synchronous). */
async function leadsNode(base: string): Promise<Result> {
  const action = await contactFormAction(base);
  const tag = `${Date.now()}`;
  const pool = await Promise.all(
    Array.from({ length: 20_000 }, async (_, i) => {
      const res = new Response(
        (() => {
          const f = new FormData();
          for (const [k, v] of contactLeadFields(action, i, tag)) f.append(k, v);
          return f;
        })(),
      );
      return {
        body: Buffer.from(await res.arrayBuffer()),
        headers: {
          'Content-Type': res.headers.get('content-type')!,
          Origin: base,
          'X-Forwarded-For': benchClientIp(i),
        },
      };
    }),
  );
  return nodeLoad(`${base}/contact`, {}, (i) => pool[i % pool.length]!);
}

function nginxAloneConfig(port: number) {
  const site = path.join(tmp, 'site');
  fs.mkdirSync(path.join(site, path.dirname(prerendered)), { recursive: true });
  const target = path.join(site, `${prerendered}.html`);
  fs.copyFileSync(prerenderedFile, target);
  execSync(`gzip -6 -k -n ${JSON.stringify(target)}`);
  execSync(`chmod -R a+rX ${JSON.stringify(tmp)}`);
  for (const d of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    fs.mkdirSync(path.join(tmp, 'tmp', d), { recursive: true });
  execSync(`chmod -R a+rwX ${JSON.stringify(path.join(tmp, 'tmp'))}`);
  const conf = path.join(tmp, 'nginx-alone.conf');
  // The same file served the simplest way nginx can: from disk, precompressed copy for gzip clients.
  fs.writeFileSync(
    conf,
    `worker_processes auto;
daemon off;
pid ${tmp}/nginx-alone.pid;
error_log stderr warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on; tcp_nopush on; keepalive_requests 100000;
  client_body_temp_path ${tmp}/tmp/body; proxy_temp_path ${tmp}/tmp/proxy; fastcgi_temp_path ${tmp}/tmp/fastcgi;
  uwsgi_temp_path ${tmp}/tmp/uwsgi; scgi_temp_path ${tmp}/tmp/scgi;
  default_type text/html;
  server {
    listen ${port} reuseport;
    root ${site};
    gzip_static on;
    location / { try_files $uri.html =404; }
  }
}
`,
  );
  return conf;
}

function table(
  rows: Record<string, Record<string, Result | undefined>>,
  reference: Record<string, number>,
) {
  const out: Record<string, Record<string, string>> = {};
  for (const [row, cells] of Object.entries(rows)) {
    out[row] = {};
    for (const [setup, r] of Object.entries(cells)) {
      if (!r) {
        out[row][setup] = 'n/a';
        continue;
      }
      const ref = reference[row.includes('identity') ? 'identity' : 'gzip']!;
      const share = ref ? `${((r.rps / ref) * 100).toFixed(r.rps / ref < 0.1 ? 2 : 1)}%` : '?';
      out[row][setup] =
        `${r.rps} rps (${share})${r.failed ? `, ${r.failed} failed` : ''}${r.accepted !== undefined ? `, ${r.accepted} leads/s stored` : ''}`;
    }
  }
  console.table(out);
}

async function main() {
  if (!fs.existsSync(path.join(root, '.next/BUILD_ID')))
    execSync('npm run build', { cwd: root, stdio: 'inherit' });
  const [nextPort, prodPort, nodePort, alonePort, plainPort] = [
    basePort,
    basePort + 10,
    basePort + 11,
    basePort + 20,
    basePort + 21,
  ];
  const nextBase = `http://localhost:${nextPort}`,
    prodBase = `http://localhost:${prodPort}`,
    aloneBase = `http://localhost:${alonePort}`;
  start('node_modules/.bin/next', ['start', '-H', 'localhost', '-p', String(nextPort)], {
    // The bench names a client per lead in X-Forwarded-For, as a load balancer in front would.
    TRUSTED_PROXIES: '127.0.0.1,::1',
    PGLITE_DIR: path.join(tmp, 'db-next'),
  });
  start('bash', ['scripts/start-production.sh'], {
    TRUSTED_PROXIES: '127.0.0.1,::1',
    PORT: String(prodPort),
    NODE_PORT: String(nodePort),
    NGINX_DIR: path.join(tmp, 'nginx-prod'),
    PGLITE_DIR: path.join(tmp, 'db-prod'),
  });
  start(nginxBin, ['-p', tmp, '-e', 'stderr', '-c', nginxAloneConfig(alonePort)], {});
  const breakdown = process.argv.includes('--breakdown');
  if (breakdown)
    start('node_modules/.bin/next', ['start', '-H', 'localhost', '-p', String(plainPort)], {
      PGLITE_DIR: path.join(tmp, 'db-plain'),
      NEXT_COMPRESS: '0',
    });
  await Promise.all([
    waitFor(`${nextBase}/api/health`),
    waitFor(`${prodBase}/api/health`),
    waitFor(`${aloneBase}${prerendered}`),
    breakdown ? waitFor(`http://localhost:${plainPort}/api/health`) : undefined,
  ]);
  // One request each first, so every server (and nginx's cache) has seen the pages before the clock runs.
  for (const base of [nextBase, prodBase])
    for (const p of [prerendered, dynamic])
      for (const ae of ['gzip', ''])
        await fetch(`${base}${p}`, { headers: { 'accept-encoding': ae } });

  console.log(
    `\nThroughput: ${hasWrk ? `wrk, ${threads} threads` : 'Node keep-alive client (wrk is not installed: apt-get install -y wrk; this client cannot saturate nginx)'}, ${connections} connections, ${seconds} s per cell, ${os.availableParallelism()} CPUs shared by server and client`,
  );
  console.log(
    `Lead posts: ${hasWrk ? 'wrk with a Lua script building every multipart body' : 'Node client with prebuilt multipart bodies'} (own idempotency key, e-mail and client address each).`,
  );
  const setups = {
    'next start': nextBase,
    'nginx + Node (production)': prodBase,
    'nginx alone (same HTML file)': aloneBase,
  };
  const rows: Record<string, Record<string, Result | undefined>> = {};
  const reference: Record<string, number> = {};
  for (const gzip of [true, false]) {
    const enc = gzip ? 'gzip' : 'identity';
    rows[`prerendered ${prerendered} (${enc})`] = {};
    for (const [name, base] of Object.entries(setups))
      rows[`prerendered ${prerendered} (${enc})`]![name] = await page(base, prerendered, gzip);
    reference[enc] =
      rows[`prerendered ${prerendered} (${enc})`]!['nginx alone (same HTML file)']!.rps;
  }
  rows[`dynamic ${dynamic} (gzip)`] = {};
  for (const [name, base] of Object.entries(setups))
    rows[`dynamic ${dynamic} (gzip)`]![name] =
      base === aloneBase ? undefined : await page(base, dynamic, true);
  rows['lead POST /contact (no JS)'] = {};
  for (const [name, base] of Object.entries(setups))
    rows['lead POST /contact (no JS)']![name] = base === aloneBase ? undefined : await leads(base);
  console.log(
    'Requests per second (in brackets: share of nginx alone serving the prerendered file, same encoding)',
  );
  table(rows, reference);

  if (breakdown) {
    const plainBase = `http://localhost:${plainPort}`;
    await fetch(`${plainBase}${prerendered}`);
    const b: Record<string, Record<string, Result | undefined>> = {
      [`next start, gzip on, client asks gzip`]: {
        prerendered: await page(nextBase, prerendered, true),
      },
      [`next start, gzip on, client asks identity`]: {
        prerendered: await page(nextBase, prerendered, false),
      },
      [`next start, NEXT_COMPRESS=0, client asks gzip (identity)`]: {
        prerendered: await page(plainBase, prerendered, true),
      },
    };
    console.log('Breakdown: next start on the prerendered page');
    table(b, { gzip: reference.gzip!, identity: reference.identity! });
  }
}

function stopAll() {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() => {
    stopAll();
    setTimeout(() => fs.rmSync(tmp, { recursive: true, force: true }), 1500);
  });
