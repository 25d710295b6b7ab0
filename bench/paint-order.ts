// Issue 37: the order of a page's first paint and its scripts, in the real (unthrottled) load that
// Lighthouse's simulation replays. Lantern's simulated LCP counts a script whose download ended
// before the observed LCP, unless the script was first *evaluated* after it
// (FirstContentfulPaint.getRenderBlockingNodeData in @paulirish/trace_engine). So a page whose
// first frame comes after Next's chunks have been evaluated pays their whole download in its
// simulated LCP; one that paints first does not. This bench prints that order per page, and with
// the page's HTML changed one way at a time (a variant), from a Chromium trace:
//
//   npm run bench:paint-order                          /terms and /ar/terms, every variant, 5 runs
//   npm run bench:paint-order -- --pages --runs=3      every page kind in both languages
//   npm run bench:paint-order -- --only=/,/ar --variants=as-is,no-expect
//   npm run bench:paint-order -- --throttled           4x CPU and Lighthouse's slow 4G, applied
//
// Columns (ms from navigation start, medians): when the document finished loading; FCP and LCP; when the stylesheet, the fonts and the
// last script finished loading; when the first chunk was evaluated; and in how many runs the LCP
// came before every chunk's evaluation (the runs in which Lantern leaves the scripts out); then the
// main thread's milliseconds before FCP: parsing the HTML, parsing stylesheets, style, layout and
// evaluating scripts (the trace's complete events that started before FCP).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { allPages } from './pages';
import { startFloor } from './floor-server';
import { startSite } from './site';

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(arg('runs') ?? 5));
const throttled = process.argv.includes('--throttled');
const pages =
  arg('only')?.split(',') ??
  (process.argv.includes('--pages') ? allPages : ['/terms', '/ar/terms']);

/** The site's stylesheets by address, read once the site is up (for the inline-css variant). */
const stylesheets = new Map<string, string>();

/** Each variant is the page's own HTML changed in one way, to see what moves the first paint. */
const variants: Record<string, (html: string) => string> = {
  'as-is': (h) => h,
  'no-expect': (h) => h.replace(/<link rel="expect"[^>]*>/, ''),
  'no-font-preload': (h) => h.replace(/<link rel="preload"[^>]*as="font"[^>]*>/g, ''),
  'no-fonts': (h) =>
    h
      .replace(/<link rel="preload"[^>]*as="font"[^>]*>/g, '')
      .replace(/<style>@font-face[\s\S]*?<\/style>/, ''),
  'no-stylesheet': (h) => h.replace(/<link rel="stylesheet"[^>]*>/g, ''),
  // The three together: what is left is the document and the framework, as on the floor.
  bare: (h) => variants['no-fonts']!(variants['no-stylesheet']!(variants['no-expect']!(h))),
  'defer-chunks': (h) => h.replace(/(<script src="[^"]*") async=""/g, '$1 defer=""'),
  // Neither render-blocking resource (the stylesheet, the preloaded fonts), the rest as it is.
  'no-css-fonts': (h) => variants['no-fonts']!(variants['no-stylesheet']!(h)),
  // The stylesheet inlined once in the head (no request blocks the frame) and the fonts without a
  // preload (which holds the first frame for a face with font-display: optional): the candidate cure.
  'inline-css': (h) =>
    variants['no-font-preload']!(
      h.replace(/<link rel="stylesheet" href="([^"]*)"[^>]*>/g, (tag, href: string) =>
        stylesheets.has(href) ? `<style>${stylesheets.get(href)}</style>` : tag,
      ),
    ),
  // The page's flight data (the inline scripts that feed hydration) left out: the document shrinks
  // by about half, and the page no longer hydrates; what is measured is the first paint only.
  'no-flight': (h) => h.replace(/<script>self\.__next_f\.push[\s\S]*?<\/script>/g, ''),
  // Only the first screen: the header and <main>'s first section, no footer and no flight data,
  // as a document the size of the floor's would be (the expect link, which names the footer, goes).
  'first-screen': (h) => {
    const cut = variants['no-flight']!(variants['no-expect']!(h));
    const main = cut.indexOf('<main');
    const firstEnd = cut.indexOf('</section>', main);
    if (main < 0 || firstEnd < 0) return cut;
    return `${cut.slice(0, firstEnd + '</section>'.length)}</main></body></html>`;
  },
};
const chosen = arg('variants')?.split(',') ?? Object.keys(variants);

type TraceEvent = {
  name: string;
  ts: number;
  /** Microseconds, on complete ('X') events. */
  dur?: number;
  ph?: string;
  args?: { data?: { url?: string; requestId?: string; isLoadingMainFrame?: boolean } };
};
type Run = {
  doc: number;
  fcp: number;
  lcp: number;
  css: number;
  fonts: number;
  js: number;
  firstEval: number;
  /** Main-thread milliseconds spent before FCP: parsing HTML, style, layout, evaluating scripts. */
  parse: number;
  sheet: number;
  style: number;
  layout: number;
  scripts: number;
};

async function measure(base: string, page: string, change: (html: string) => string): Promise<Run> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const tracePath = path.join(os.tmpdir(), `paint-order-${process.pid}.json`);
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const tab = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      // Lighthouse's mobile profile: 150 ms, 1.6 Mbit/s down, 750 kbit/s up, 4x CPU.
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
        uploadThroughput: ((750 * 1024) / 8) * 0.9,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await tab.route(`${base}${page}`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: change(await response.text()) });
    });
    await browser.startTracing(tab, {
      path: tracePath,
      // navigationStart is in blink.user_timing.
      categories: [
        'devtools.timeline',
        'loading',
        'blink.user_timing',
        'disabled-by-default-devtools.timeline',
      ],
    });
    await tab.goto(`${base}${page}`, { waitUntil: 'load' });
    await tab.waitForTimeout(500);
    await browser.stopTracing();
  } finally {
    await browser.close();
  }
  const raw = JSON.parse(fs.readFileSync(tracePath, 'utf8')) as { traceEvents: TraceEvent[] };
  const events = raw.traceEvents;
  fs.rmSync(tracePath, { force: true });
  const start = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame,
  )!.ts;
  const at = (e: TraceEvent) => (e.ts - start) / 1000;
  const urlOf = new Map<string, string>();
  for (const e of events)
    if (e.name === 'ResourceSendRequest') urlOf.set(e.args!.data!.requestId!, e.args!.data!.url!);
  const finished = events
    .filter((e) => e.name === 'ResourceFinish')
    .map((e) => ({ url: urlOf.get(e.args!.data!.requestId!) ?? '', t: at(e) }));
  const lastOf = (re: RegExp) =>
    Math.max(0, ...finished.filter((f) => re.test(f.url)).map((f) => f.t));
  const evals = events
    .filter((e) => e.name === 'EvaluateScript' && /\/_next\/static\//.test(e.args?.data?.url ?? ''))
    .map(at);
  const lcps = events.filter((e) => e.name === 'largestContentfulPaint::Candidate').map(at);
  const fcp = at(events.find((e) => e.name === 'firstContentfulPaint')!);
  // What the main thread did before the first frame: complete events that started before FCP.
  const before = (...names: string[]) =>
    events
      .filter((e) => names.includes(e.name) && e.ph === 'X' && at(e) < fcp)
      .reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  return {
    doc: finished.find((f) => f.url === `${base}${page}`)?.t ?? NaN,
    fcp,
    lcp: Math.max(...lcps),
    css: lastOf(/\.css(\?|$)/),
    fonts: lastOf(/\.woff2(\?|$)/),
    js: lastOf(/\.js(\?|$)/),
    firstEval: evals.length ? Math.min(...evals) : NaN,
    parse: before('ParseHTML'),
    sheet: before('ParseAuthorStyleSheet'),
    style: before('UpdateLayoutTree', 'RecalculateStyles'),
    layout: before('Layout'),
    scripts: before('EvaluateScript'),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)]!);
};

async function main() {
  const site = await startSite({ kind: 'next', firstPort: 5700, warm: pages });
  try {
    for (const page of pages) {
      const html = await (await fetch(`${site.base}${page}`)).text();
      for (const [, href] of html.matchAll(/<link rel="stylesheet" href="([^"]*)"/g))
        if (!stylesheets.has(href!))
          stylesheets.set(href!, await (await fetch(`${site.base}${href}`)).text());
    }
    console.log(
      `paint order, ${throttled ? 'applied throttling (4x CPU, slow 4G)' : 'unthrottled (what Lantern replays)'}, median of ${runs}`,
    );
    console.log(
      [
        'page',
        'variant',
        'doc',
        'FCP',
        'LCP',
        'css',
        'fonts',
        'last js',
        '1st eval',
        'paint first',
        'parse',
        'sheet',
        'style',
        'layout',
        'scripts',
      ]
        .map((h, i) => (i < 2 ? h.padEnd(i ? 16 : 44) : h.padStart(9)))
        .join(''),
    );
    // The floor first, as it is: the order an empty App Router page gets on this machine now.
    const floorPort = 5790;
    const stopFloor = await startFloor(floorPort);
    const rows: { base: string; page: string; label: string; name: string }[] = [
      ...['/en', '/ar'].map((p) => ({
        base: `http://localhost:${floorPort}`,
        page: p,
        label: `floor ${p}`,
        name: 'as-is',
      })),
      ...pages.flatMap((page) =>
        chosen.map((name) => ({ base: site.base, page, label: page, name })),
      ),
    ];
    for (const { base, page, label, name } of rows) {
      const measured: Run[] = [];
      for (let i = 0; i < runs; i++) measured.push(await measure(base, page, variants[name]!));
      const col = (k: keyof Run) => median(measured.map((r) => r[k]));
      const paintFirst = measured.filter((r) => !(r.firstEval <= r.lcp)).length;
      console.log(
        label.padEnd(44) +
          name.padEnd(16) +
          [
            col('doc'),
            col('fcp'),
            col('lcp'),
            col('css'),
            col('fonts'),
            col('js'),
            col('firstEval'),
          ]
            .map((v) => String(v).padStart(9))
            .join('') +
          `${paintFirst}/${runs}`.padStart(9) +
          [col('parse'), col('sheet'), col('style'), col('layout'), col('scripts')]
            .map((v) => String(v).padStart(9))
            .join(''),
      );
    }
    stopFloor();
  } finally {
    site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
