// The floor (bench/floor): an empty App Router page built by the site's own Next, served by next
// start. Shared by bench:floor and bench:paint-order.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import { waitFor } from './lib';

/** Starts next start on the floor's own build (bench/floor/.next; builds it when missing). */
export async function startFloor(port: number) {
  const dir = 'bench/floor';
  const next = `${process.cwd()}/node_modules/.bin/next`;
  if (!fs.existsSync(`${dir}/.next/BUILD_ID`)) {
    execFileSync(next, ['build'], { cwd: dir, stdio: 'inherit' });
  }
  const child = spawn(next, ['start', '-H', 'localhost', '-p', String(port)], {
    cwd: dir,
    stdio: 'ignore',
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      /* gone */
    }
  };
  process.once('exit', stop); // also when site.ts ends the bench on Ctrl-C
  await waitFor(`http://localhost:${port}/en`);
  return stop;
}
