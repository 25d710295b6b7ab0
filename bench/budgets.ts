// `npm run bench:budgets`: the weight of each page as a browser loads it, against the budgets.
// Builds (unless .next/BUILD_ID exists or --no-build), starts `next start` on a fresh embedded database,
// opens every page in Debian's Chromium and prints, per page: gzip bytes of the JavaScript it loads
// (budget 160 KB on content pages, 190 KB on form pages, 170 KB on the booking pages), HTML bytes, number of requests, the font
// files it downloads and the ones its HTML preloads. Figures only: nothing here fails on a budget.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { waitFor } from './lib';

const port = Number(process.env.BENCH_PORT ?? 3950);
const base = `http://localhost:${port}`;
const KB = 1024;
const budgets = { content: 160 * KB, form: 190 * KB, booking: 170 * KB };

const article = '/blog/cutting-cooling-bills-esma-labels';
const pages: [string, keyof typeof budgets][] = [
  ['/services/air-conditioning/amc', 'content'],
  ['/dubai/ac-services/dubai-marina', 'content'],
  [article, 'content'],
  ['/about', 'content'],
  ['/', 'form'], // the home page carries the call-back form
  ['/contact', 'form'],
  ['/quote', 'form'],
  // The booking flow's step 2 (the calendar and the details form); step 1 is lighter.
  ['/book?service=air-conditioning&propertyType=apartment&emirate=dubai', 'booking'],
  ['/calculators/hvac-cooling-load', 'form'],
  // Staff auth pages; they show their forms only with Supabase configured (see the server below).
  ['/sign-in', 'form'],
  ['/sign-up', 'form'],
  ['/forgot-password', 'form'],
  ['/reset-password', 'form'],
];
const both = pages.flatMap(
  ([p, kind]) =>
    [
      [p, kind],
      [p === '/' ? '/ar' : `/ar${p}`, kind],
    ] as [string, keyof typeof budgets][],
);

// The auth pages render their forms only when Supabase is configured. Nothing needs to answer at this
// address: a page without a session cookie never calls the auth server while it loads.
const authEnv = process.env.SUPABASE_URL
  ? {}
  : { SUPABASE_URL: 'http://localhost:9', SUPABASE_ANON_KEY: 'bench-anon-key' };

async function main() {
  if (!process.argv.includes('--no-build') && !fs.existsSync('.next/BUILD_ID'))
    execSync('npm run build', { stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-budgets-'));
  const server = spawn('npx', ['next', 'start', '-H', 'localhost', '-p', String(port)], {
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, PGLITE_DIR: dataDir, DATABASE_URL: '', ...authEnv },
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const rows: Record<string, Record<string, string | number>> = {};
  let allWithin = true;
  try {
    await waitFor(`${base}/api/health`);
    for (const [pathname, kind] of both) {
      const page = await browser.newPage();
      const loads: Promise<{ type: string; url: string; bytes: number; gzip: number }>[] = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        loads.push(
          response.body().then(
            (body) => ({
              type,
              url: response.url(),
              bytes: body.length,
              gzip: gzipSync(body).length,
            }),
            () => ({ type, url: response.url(), bytes: 0, gzip: 0 }),
          ),
        );
      });
      await page.goto(base + pathname, { waitUntil: 'networkidle' });
      const done = await Promise.all(loads);
      const html = done.find((r) => r.type === 'document')!;
      const js = done.filter((r) => r.type === 'script').reduce((sum, r) => sum + r.gzip, 0);
      const fonts = done
        .filter((r) => r.type === 'font')
        .map((r) => path.basename(new URL(r.url).pathname).split('-')[0]);
      const preloaded = await page.$$eval('link[rel="preload"][as="font"]', (links) =>
        links.map((l) => (l.getAttribute('href') ?? '').split('/').pop()!.split('-')[0]),
      );
      const within = js <= budgets[kind];
      allWithin &&= within;
      rows[pathname] = {
        kind,
        'JS gzip KB': Number((js / KB).toFixed(1)),
        'budget KB': budgets[kind] / KB,
        within: within ? 'yes' : 'NO',
        requests: done.length,
        'HTML KB': Number((html.bytes / KB).toFixed(1)),
        'HTML gzip KB': Number((html.gzip / KB).toFixed(1)),
        fonts: [...new Set(fonts)].join(' '),
        preloaded: [...new Set(preloaded)].join(' '),
      };
      await page.close();
    }
  } finally {
    await browser.close();
    process.kill(-server.pid!, 'SIGTERM');
  }
  console.log(
    '\nPage weight as loaded by Chromium (production build, gzip computed on each response body)',
  );
  console.table(rows);
  console.log(
    allWithin
      ? 'Every page is within its JavaScript budget.'
      : 'Some pages are over their JavaScript budget (see "within").',
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
