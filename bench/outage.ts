// `npm run bench:outage [-- --no-build]`: what visitors meet when PostgreSQL does not answer. Starts the
// production build (next start) on TEST_DATABASE_URL and replays two cases from the outside review:
//  (a) the leads table locked by another session (`LOCK TABLE leads IN ACCESS EXCLUSIVE MODE`), which
//      used to hold every pooled connection: visitors waited 60 s and /api/health was 503 all along;
//  (b) the database stopped, as a DATABASE_URL on a port where nothing listens (no privileges needed),
//      which used to take up to 18 s.
// In each, VISITORS (default 20) post the contact form at once while as many read /api/health, and it
// prints the slowest answer in seconds (the goal: under 6 s), what the visitors were told, and whether
// every lead answered "sent" is stored. Figures only: nothing here asserts a time.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import postgres from 'postgres';
import { connect } from '../lib/db/connect';
import { benchClientIp, contactFormAction, contactLeadFields, leadAccepted, waitFor } from './lib';

const databaseUrl = process.env.TEST_DATABASE_URL;
const port = Number(process.env.BENCH_PORT ?? 3960);
const base = `http://localhost:${port}`;
const visitors = Number(process.env.VISITORS ?? 20);

function startServer(url: string): ChildProcess {
  return spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(port)], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, DATABASE_URL: url, SMTP_URL: '', LEAD_NOTIFY_TO: '' },
  });
}

async function stopServer(server: ChildProcess) {
  process.kill(-server.pid!, 'SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
}

/** A port where nothing listens: opened, then closed again. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port: free } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return free;
}

type Answer = { kind: 'lead' | 'health'; seconds: number; outcome: string; email?: string };

/** `visitors` lead posts (as a browser without JavaScript sends them) and as many health reads at once. */
async function crowd(tag: string, action: { actionRef: string; actionKey: string }) {
  const timed = async (
    kind: Answer['kind'],
    work: () => Promise<string>,
    email?: string,
  ): Promise<Answer> => {
    const start = performance.now();
    let outcome: string;
    try {
      outcome = await work();
    } catch (error) {
      outcome = `network error (${(error as Error).name})`;
    }
    return { kind, seconds: (performance.now() - start) / 1000, outcome, email };
  };
  const lead = (i: number) => {
    const fields = contactLeadFields(action, i, tag);
    const email = fields.find(([k]) => k === 'email')![1];
    return timed(
      'lead',
      async () => {
        const form = new FormData();
        for (const [k, v] of fields) form.set(k, v);
        const res = await fetch(`${base}/contact`, {
          method: 'POST',
          body: form,
          headers: { origin: base, 'x-forwarded-for': benchClientIp(i) },
        });
        const body = await res.text();
        if (leadAccepted(res.status, body)) return 'sent';
        if (res.status === 200 && body.includes('Failed to send message')) return 'could not send';
        return `HTTP ${res.status}`;
      },
      email,
    );
  };
  const health = () =>
    timed('health', async () => `HTTP ${(await fetch(`${base}/api/health`)).status}`);
  return Promise.all([
    ...Array.from({ length: visitors }, (_, i) => lead(i)),
    ...Array.from({ length: visitors }, health),
  ]);
}

function summary(answers: Answer[]) {
  const count = (kind: Answer['kind']) =>
    answers
      .filter((a) => a.kind === kind)
      .reduce<Record<string, number>>(
        (acc, a) => ({ ...acc, [a.outcome]: (acc[a.outcome] ?? 0) + 1 }),
        {},
      );
  const slowest = (kind: Answer['kind']) =>
    Math.max(...answers.filter((a) => a.kind === kind).map((a) => a.seconds)).toFixed(2);
  return {
    slowestLeadSeconds: slowest('lead'),
    slowestHealthSeconds: slowest('health'),
    slowestSeconds: Math.max(...answers.map((a) => a.seconds)).toFixed(2),
    leads: JSON.stringify(count('lead')),
    health: JSON.stringify(count('health')),
  };
}

async function lockedTable(url: string) {
  const server = startServer(url);
  const locker = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await waitFor(`${base}/api/health`);
    const action = await contactFormAction(base);
    const held = await locker.reserve();
    let answers: Answer[];
    try {
      await held`begin`;
      await held`lock table leads in access exclusive mode`;
      answers = await crowd(`outage-locked-${Date.now()}`, action);
    } finally {
      await held`rollback`;
      held.release();
    }
    // Every lead a visitor was told "sent" must be stored.
    await new Promise((r) => setTimeout(r, 4000));
    const sent = answers
      .filter((a) => a.kind === 'lead' && a.outcome === 'sent')
      .map((a) => a.email!);
    const stored = sent.length
      ? (await locker`select count(*)::int as n from leads where email in ${locker(sent)}`)[0]!.n
      : 0;
    return { ...summary(answers), sentButMissing: sent.length - Number(stored) };
  } finally {
    await locker.end();
    await stopServer(server);
  }
}

async function stoppedDatabase(url: string) {
  const down = new URL(url);
  down.hostname = '127.0.0.1';
  down.port = String(await closedPort());
  // Started while the database is up, so the form page (and its action id) can be read first; then
  // the same build is restarted on the dead address.
  const up = startServer(url);
  let action: { actionRef: string; actionKey: string };
  try {
    await waitFor(`${base}/api/health`);
    action = await contactFormAction(base);
  } finally {
    await stopServer(up);
  }
  const server = startServer(down.toString());
  try {
    await waitFor(`${base}/contact`);
    const answers = await crowd(`outage-stopped-${Date.now()}`, action);
    return { ...summary(answers), sentButMissing: 0 };
  } finally {
    await stopServer(server);
  }
}

async function main() {
  if (!databaseUrl) {
    console.error(
      'bench:outage needs TEST_DATABASE_URL (a PostgreSQL it may lock for a few seconds)',
    );
    process.exit(1);
  }
  if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
  await (await connect({ url: databaseUrl, dir: '', migrate: true })).close();
  console.log(
    `${visitors} visitors posting the contact form and ${visitors} reading /api/health at once`,
  );
  const rows = {
    'leads table locked': await lockedTable(databaseUrl),
    'database stopped': await stoppedDatabase(databaseUrl),
  };
  console.table(rows);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
