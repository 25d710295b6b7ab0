// Starts the built site for a browser bench, as it is deployed (nginx in front of next start,
// scripts/start-production.sh) or next start alone, on a fresh embedded database and the first free
// pair of ports from `firstPort`. Shared by lighthouse.ts and hydration.ts.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from './lib';

export type ServerKind = 'production' | 'next';

function portIsFree(port: number) {
  return new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, 'localhost', () => server.close(() => resolve(true)));
  });
}

async function freePort(firstPort: number) {
  for (let port = firstPort; port < firstPort + 700; port += 2)
    if ((await portIsFree(port)) && (await portIsFree(port + 1))) return port;
  throw new Error(`no free pair of ports from ${firstPort}`);
}

/** nginx's own folder; readable by its workers, which run as nobody when the bench runs as root. */
function nginxDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  fs.chmodSync(dir, 0o755);
  return dir;
}

/**
 * Builds if there is no build, starts the site, waits for it and requests every page of `warm` once
 * (no measured run pays for a first render, and nginx has cached the page). Production: nginx on the
 * port, next start on the next one.
 */
export async function startSite({
  kind,
  firstPort,
  port: fixedPort,
  warm,
}: {
  kind: ServerKind;
  firstPort: number;
  port?: number;
  warm: string[];
}) {
  if (!fs.existsSync('.next/BUILD_ID')) execSync('npm run build', { stdio: 'inherit' });
  const port = fixedPort ?? (await freePort(firstPort));
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const env = { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: '' };
  const server =
    kind === 'production'
      ? spawn('bash', ['scripts/start-production.sh'], {
          stdio: 'ignore',
          detached: true,
          env: { ...env, PORT: String(port), NODE_PORT: String(port + 1), NGINX_DIR: nginxDir() },
        })
      : spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(port)], {
          stdio: 'ignore',
          detached: true,
          env,
        });
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      /* already gone */
    }
    // The run's embedded database is the bench's own: nothing in it outlives the run.
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    await waitFor(`${base}/api/health`);
    for (const page of warm) await (await fetch(`${base}${page}`)).arrayBuffer();
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}
