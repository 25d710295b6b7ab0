// Where a page's main thread goes while it loads and hydrates, at Lighthouse's 4× CPU slowdown, and
// what each of the site's client modules costs (issue 22: "measure what each client component and
// provider costs"). Opens one page of every kind in both languages in Debian's Chromium (phone
// viewport), with a CPU profile and a trace from navigation to two seconds after load, and prints per
// page the median over the runs of:
//   busy       main-thread task time;  longest  its longest task;  over 50  the sum of each task's
//              time beyond 50 ms (what total blocking time adds up, measured here, not simulated);
//   parse      HTML parsing;  style+layout  style recalculation and layout;  paint  paint and raster
//              preparation;
//   inline     JavaScript of inline scripts (the page's flight data, Next's bootstrap);
//   fw init / fw run   JavaScript of the framework's chunks (React, Next's router: the chunks every
//              route loads, .next/diagnostics/route-bundle-stats.json's /_not-found): evaluating its
//              modules, then everything else it runs (hydration, the router);
//   site init / site run   the same for the site's own client chunks;
// then the site modules that cost most (their own JavaScript, module evaluation included; React's
// work to hydrate their elements counts as the framework's).
// Figures only, no targets: it exits 0.
//
//   npm run bench:hydration                       3 runs a page, production setup (nginx + next start)
//   npm run bench:hydration -- --runs=5 --only=/,/ar/contact --server=next
//
// Environment: CHROMIUM_PATH (default /usr/bin/chromium), HYDRATION_PORT (default: the first free pair
// of ports from 5500).
import fs from 'node:fs';
import { chromium, type CDPSession } from 'playwright';
import { allPages, kindOf } from './pages';
import { printTable } from './lib';
import { startSite, type ServerKind } from './site';

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(arg('runs') ?? 3));
const pages = arg('only')?.split(',').filter(Boolean) ?? allPages;
const serverKind = (arg('server') ?? 'production') as ServerKind;
if (serverKind !== 'production' && serverKind !== 'next')
  throw new Error(`--server is production or next, not ${serverKind}`);
const cpuSlowdown = 4;

type Profile = {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; columnNumber: number };
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
};
type TraceEvent = {
  name: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> };
};

const columns = [
  'busy',
  'longest',
  'over 50',
  'parse',
  'style+layout',
  'paint',
  'inline',
  'fw init',
  'fw run',
  'site init',
  'site run',
] as const;
type Column = (typeof columns)[number];
type Measure = Record<Column, number> & { modules: Map<string, number> };

/** The framework's chunks: the ones the bare 404 route loads too. */
function frameworkChunks() {
  const stats = JSON.parse(
    fs.readFileSync('.next/diagnostics/route-bundle-stats.json', 'utf8'),
  ) as { route: string; firstLoadChunkPaths: string[] }[];
  const bare = stats.find((s) => s.route === '/_not-found');
  if (!bare) throw new Error('no /_not-found route in route-bundle-stats.json');
  return new Set(bare.firstLoadChunkPaths.map((p) => p.split('/').pop()!));
}

/** Client module ids → their source path, from every client reference manifest of the build. */
function moduleNames() {
  const names = new Map<number, string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('client-reference-manifest.js'))
        for (const m of fs
          .readFileSync(file, 'utf8')
          .matchAll(/"\[project\]\/([^"]+?)(?: <[^"]*>)?":\{"id":(\d+)/g))
          names.set(Number(m[2]), m[1]!);
    }
  };
  walk('.next/server/app');
  return names;
}

const chunkSource = new Map<string, string>();
function sourceOf(chunk: string) {
  if (!chunkSource.has(chunk)) {
    const file = `.next/static/chunks/${chunk}`;
    chunkSource.set(chunk, fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
  }
  return chunkSource.get(chunk)!;
}

// A module factory in a turbopack chunk: `,<id>,(e,t,r)=>{…` (or `,<id>,e=>{…`).
const factoryStart = /[,[](\d+),(?:\([\w$,]*\)|[\w$]+)=>/g;

/** The module whose factory contains this column of a chunk, and that factory's source. */
function moduleAt(chunk: string, column: number) {
  const source = sourceOf(chunk);
  let found: { id: number; from: number } | undefined;
  for (const m of source.matchAll(factoryStart)) {
    if (m.index > column) {
      return found && { id: found.id, text: source.slice(found.from, m.index) };
    }
    found = { id: Number(m[1]), from: m.index };
  }
  return found && { id: found.id, text: source.slice(found.from) };
}

// Dependencies have no entry in the client manifests: named by a string only their code holds.
const packageMarks: [mark: string, name: string][] = [
  ['HookFormContext', 'react-hook-form'],
  ['MISSING_MESSAGE', 'use-intl (next-intl)'],
  ['"ZodError"', 'zod'],
  ['data-sonner-toaster', 'sonner'],
];

/** turbopack's instantiateModule: the runtime function that calls a module factory. */
function moduleEvaluator() {
  const runtime = fs.readdirSync('.next/static/chunks').find((f) => f.startsWith('turbopack-'));
  const source = runtime ? sourceOf(runtime) : '';
  const at = source.indexOf('module factory is not available');
  const names = [...source.slice(0, at).matchAll(/function ([\w$]+)\(/g)];
  if (at < 0 || !names.length) throw new Error('turbopack runtime: instantiateModule not found');
  return names.at(-1)![1]!;
}

async function measure(
  cdp: CDPSession,
  load: () => Promise<unknown>,
  framework: Set<string>,
  names: Map<number, string>,
  evaluator: string,
  pageUrl: string,
): Promise<Measure> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (d) => {
    events.push(...(d.value as unknown as TraceEvent[]));
  });
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories:
      'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing,loading',
    transferMode: 'ReportEvents',
  });
  await cdp.send('Profiler.start');
  await load();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.send('Tracing.end');
  await traced;

  const m = Object.fromEntries(columns.map((c) => [c, 0])) as Record<Column, number>;
  // The page's main thread: of the threads that parsed HTML (the first renderer only parses a blank
  // page), the busiest.
  const busy = new Map<string, number>();
  const parsers = new Set(
    events.filter((e) => e.name === 'ParseHTML').map((e) => `${e.pid}:${e.tid}`),
  );
  for (const e of events)
    if (e.name === 'RunTask' && e.dur && parsers.has(`${e.pid}:${e.tid}`))
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...busy].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error(`no HTML parsing in the trace of ${pageUrl}`);
  const onMain = (e: TraceEvent) => `${e.pid}:${e.tid}` === main && e.dur;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  for (const e of events.filter(onMain)) {
    const ms = e.dur! / 1000;
    if (e.name === 'RunTask') {
      m.busy += ms;
      m.longest = Math.max(m.longest, ms);
      if (!fcp || e.ts + e.dur! > fcp.ts) m['over 50'] += Math.max(0, ms - 50);
    } else if (e.name === 'ParseHTML') m.parse += ms;
    else if (e.name === 'UpdateLayoutTree' || e.name === 'Layout') m['style+layout'] += ms;
    else if (['Paint', 'PrePaint', 'Layerize', 'PaintImage'].includes(e.name)) m.paint += ms;
  }

  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const modules = new Map<string, number>();
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const top = nodes.get(profile.samples[i]!)!;
    const { url, columnNumber } = top.callFrame;
    if (!url) continue; // idle, program, garbage collector, native
    // Module evaluation: somewhere below turbopack's instantiateModule (a frame of the runtime chunk
    // that calls a module factory).
    let evaluating = false;
    for (let id = parent.get(top.id); id !== undefined; id = parent.get(id)) {
      const frame = nodes.get(id)!.callFrame;
      if (frame.url.includes('/turbopack-') && frame.functionName === evaluator) {
        evaluating = true;
        break;
      }
    }
    const chunk = url.split('/').pop()!.split('?')[0]!;
    if (!url.includes('/_next/static/')) m.inline += ms;
    else if (framework.has(chunk)) m[evaluating ? 'fw init' : 'fw run'] += ms;
    else {
      m[evaluating ? 'site init' : 'site run'] += ms;
      const found = moduleAt(chunk, columnNumber);
      const name = !found
        ? chunk
        : (names.get(found.id) ??
          packageMarks.find(([mark]) => found.text.includes(mark))?.[1] ??
          `module ${found.id} (${chunk})`);
      modules.set(name, (modules.get(name) ?? 0) + ms);
    }
  }
  return { ...m, modules };
}

async function main() {
  const framework = frameworkChunks();
  const names = moduleNames();
  const evaluator = moduleEvaluator();
  const { base, stop } = await startSite({
    kind: serverKind,
    firstPort: 5500,
    port: process.env.HYDRATION_PORT ? Number(process.env.HYDRATION_PORT) : undefined,
    warm: pages,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
  const table: string[][] = [['kind', 'page', ...columns]];
  const moduleLines: string[] = [];
  try {
    for (const page of pages) {
      const results: Measure[] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
        });
        const tab = await context.newPage();
        const cdp = await context.newCDPSession(tab);
        const url = `${base}${page}`;
        results.push(
          await measure(
            cdp,
            async () => {
              await tab.goto(url, { waitUntil: 'load' });
              await tab.waitForTimeout(2000);
            },
            framework,
            names,
            evaluator,
            url,
          ),
        );
        await context.close();
      }
      table.push([
        kindOf(page),
        page,
        ...columns.map((c) => median(results.map((r) => r[c])).toFixed(0)),
      ]);
      const perModule = new Map<string, number[]>();
      for (const r of results)
        for (const [name, ms] of r.modules)
          perModule.set(name, [...(perModule.get(name) ?? []), ms]);
      const top = [...perModule]
        .map(
          ([name, values]) =>
            [name, median([...values, ...Array(runs - values.length).fill(0)])] as const,
        )
        .filter(([, ms]) => ms >= 1)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6);
      moduleLines.push(
        `${page}: ${top.map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ') || '-'}`,
      );
      process.stderr.write(`${page}: ${runs} run(s)\n`);
    }
  } finally {
    await browser.close();
    stop();
  }
  console.log(
    `\nMain thread while loading and hydrating, ms at ${cpuSlowdown}× CPU slowdown, median of ${runs} run(s), ${serverKind === 'production' ? 'production setup (nginx + next start)' : 'next start'}`,
  );
  printTable(table);
  console.log('\nThe site modules that cost most (ms of their own JavaScript, median):');
  for (const l of moduleLines) console.log(l);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
