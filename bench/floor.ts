// Issue 37's bench: the site's pages against the framework's floor (an empty App Router page built by
// the site's own Next: bench/floor), measured in the same run in alternating order (floor, page,
// floor, page, ...), each figure the median of the rounds. Two modes:
//
//   npm run bench:floor                          bisection: the floor plus the site's pieces one at a
//                                                time (bench/floor-steps.ts), English and Arabic
//   npm run bench:floor -- --page=/terms         the page the pieces are taken from (default /terms)
//   npm run bench:floor -- --pages               every page kind in both languages (bench/pages.ts)
//   npm run bench:floor -- --pages --only=/,/ar  some pages
//   npm run bench:floor -- --rounds=5 --server=production --throttling=devtools
//
// Lighthouse (mobile profile, simulated throttling unless --throttling=devtools) prints per row: perf,
// FCP, LCP, TBT, CLS, Lighthouse's LCP breakdown (lcp-breakdown-insight, from the observed load:
// time to first byte, resource load delay and duration, element render delay), the observed LCP and
// when the last script finished loading in that observed load (Lantern's simulated LCP counts every
// request that finished before the observed LCP), and the floor's figures of the same rounds.
import http from 'node:http';
import zlib from 'node:zlib';
import type { Result } from 'lighthouse';
import { allPages, arabic } from './pages';
import { splice, steps, type Step } from './floor-steps';
import { startFloor } from './floor-server';
import { startSite, type ServerKind } from './site';

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const rounds = Math.max(1, Number(arg('rounds') ?? 3));
const serverKind = (arg('server') ?? 'next') as ServerKind;
const throttlingMethod = arg('throttling') === 'devtools' ? 'devtools' : 'simulate';
const page = arg('page') ?? '/terms';
const pagesMode = process.argv.includes('--pages');
const only = arg('only')?.split(',').filter(Boolean);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'];
const firstPort = Number(process.env.FLOOR_PORT ?? 5600);

type Lang = 'en' | 'ar';
const langOf = (path: string): Lang => (path === '/ar' || path.startsWith('/ar/') ? 'ar' : 'en');
/** A measured target: a path on the bench's proxy (floor and steps) or on the site. */
type Target = { label: string; lang: Lang; url: (proxy: string, site: string) => string };

type Figures = {
  perf: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  ttfb: number;
  loadDelay: number;
  loadTime: number;
  renderDelay: number;
  obsLcp: number;
  lastScript: number;
};

function figuresOf(lhr: Result): Figures {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  type Item = Record<string, unknown>;
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: { items?: Item[] }[] } | undefined;
  const parts = (details?.items ?? []).flatMap((t) => t.items ?? []);
  const part = (name: string) =>
    Number(
      parts.find((p) => p.subpart === name)?.duration ?? (name === 'timeToFirstByte' ? NaN : 0),
    );
  const metrics = (lhr.audits.metrics?.details as { items?: Item[] } | undefined)?.items?.[0] ?? {};
  const requests = (lhr.audits['network-requests']?.details as { items?: Item[] } | undefined)
    ?.items;
  const scriptsEnd = (requests ?? [])
    .filter((r) => r.resourceType === 'Script')
    .map((r) => Number(r.networkEndTime));
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    ttfb: part('timeToFirstByte'),
    loadDelay: part('resourceLoadDelay'),
    loadTime: part('resourceLoadDuration'),
    renderDelay: part('elementRenderDelay'),
    obsLcp: Number(metrics.observedLargestContentfulPaint),
    lastScript: scriptsEnd.length ? Math.max(...scriptsEnd) : NaN,
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** One origin for the floor and its steps: /floor/<lang>/<step> is a spliced document, the floor's
 * assets come from the floor's server, anything it does not have (the site's CSS, fonts) from the site. */
async function startProxy(port: number, floor: string, site: string) {
  const floorAssets = new Set<string>();
  const documents = new Map<string, string>();
  for (const lang of ['en', 'ar']) {
    const html = await (await fetch(`${floor}/${lang}`)).text();
    for (const [, url] of html.matchAll(/(?:src|href)="(\/_next\/[^"]+)"/g)) floorAssets.add(url!);
  }
  const server = http.createServer(async (req, res) => {
    try {
      const m = req.url!.match(/^\/floor\/(en|ar)\/(\w+)$/);
      if (m) {
        const [, lang, step] = m as unknown as [string, Lang, Step];
        // Made once, so that a step's server time is the floor's.
        if (!documents.has(req.url!)) {
          const floorHtml = await (await fetch(`${floor}/${lang}`)).text();
          const siteHtml =
            step === 'floor'
              ? ''
              : await (await fetch(`${site}${lang === 'ar' ? arabic(page) : page}`)).text();
          documents.set(req.url!, step === 'floor' ? floorHtml : splice(floorHtml, siteHtml, step));
        }
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-encoding': 'gzip',
        });
        return res.end(zlib.gzipSync(documents.get(req.url!)!));
      }
      // Straight to the server that has it: a detour through the other one's 404 page would count as
      // server time in Lantern's simulation.
      let upstream = await fetch(`${floorAssets.has(req.url!) ? floor : site}${req.url}`);
      if (upstream.status === 404 && !floorAssets.has(req.url!))
        upstream = await fetch(`${floor}${req.url}`); // a chunk the floor loads at run time
      const headers: Record<string, string> = {};
      for (const h of ['content-type', 'cache-control']) {
        const v = upstream.headers.get(h);
        if (v) headers[h] = v;
      }
      // Compressed as the servers compress (fetch has inflated it): transfer sizes are what Lantern simulates.
      res.writeHead(upstream.status, { ...headers, 'content-encoding': 'gzip' });
      res.end(zlib.gzipSync(Buffer.from(await upstream.arrayBuffer())));
    } catch {
      res.writeHead(502).end();
    }
  });
  return new Promise<() => void>((resolve) =>
    server.listen(port, 'localhost', () => resolve(() => server.close())),
  );
}

async function main() {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const pages = pagesMode ? (only ?? allPages) : [page, arabic(page)];
  const { base: site, stop: stopSite } = await startSite({
    kind: serverKind,
    firstPort,
    warm: pages,
  });
  const floorPort = firstPort + 60;
  const stopFloor = await startFloor(floorPort);
  const proxyBase = `http://localhost:${floorPort + 1}`;
  const stopProxy = await startProxy(floorPort + 1, `http://localhost:${floorPort}`, site);

  const floorOf = (lang: Lang): Target => ({
    label: `floor ${lang}`,
    lang,
    url: (proxy) => `${proxy}/floor/${lang}/floor`,
  });
  const targets: Target[] = pagesMode
    ? pages.map((p) => ({ label: p, lang: langOf(p), url: (_, s) => `${s}${p}` }))
    : (['en', 'ar'] as Lang[]).flatMap((lang) => [
        ...steps.slice(1).map((step) => ({
          label: `${lang} +${step}`,
          lang,
          url: (proxy: string) => `${proxy}/floor/${lang}/${step}`,
        })),
        {
          label: lang === 'ar' ? arabic(page) : page,
          lang,
          url: (_: string, s: string) => `${s}${lang === 'ar' ? arabic(page) : page}`,
        },
      ]);

  async function measure(url: string): Promise<Figures> {
    for (let attempt = 1; ; attempt++) {
      const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          throttlingMethod,
        });
        const lhr = result?.lhr;
        if (lhr && !lhr.runtimeError) return figuresOf(lhr);
        if (attempt >= 3) throw new Error(`${url}: ${lhr?.runtimeError?.code ?? 'no result'}`);
      } finally {
        chrome.kill();
      }
    }
  }

  const runs = new Map<string, Figures[]>();
  const floorRuns = new Map<string, Figures[]>(); // the floor runs measured just before each target
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const target of targets) {
        const floorFigures = await measure(floorOf(target.lang).url(proxyBase, site));
        const figures = await measure(target.url(proxyBase, site));
        floorRuns.set(target.label, [...(floorRuns.get(target.label) ?? []), floorFigures]);
        runs.set(target.label, [...(runs.get(target.label) ?? []), figures]);
        process.stderr.write(
          `round ${round} ${target.label}: LCP ${Math.round(figures.lcp)} (floor ${Math.round(floorFigures.lcp)}), TBT ${Math.round(figures.tbt)} (floor ${Math.round(floorFigures.tbt)})\n`,
        );
      }
    }
  } finally {
    stopProxy();
    stopFloor();
    stopSite();
  }

  const med = (list: Figures[], key: keyof Figures) => median(list.map((f) => f[key]));
  const ms = (v: number) => (Number.isFinite(v) ? String(Math.round(v)) : '-');
  const header = [
    'row',
    'perf',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'TTFB',
    'load delay',
    'load time',
    'render delay',
    'obs LCP',
    'last JS',
    'floor perf',
    'floor LCP',
    'floor TBT',
    'LCP-floor',
    'TBT-floor',
  ];
  const table = targets.map((t) => {
    const r = runs.get(t.label)!;
    const f = floorRuns.get(t.label)!;
    return [
      t.label,
      String(med(r, 'perf')),
      ms(med(r, 'fcp')),
      ms(med(r, 'lcp')),
      ms(med(r, 'tbt')),
      med(r, 'cls').toFixed(3),
      ms(med(r, 'ttfb')),
      ms(med(r, 'loadDelay')),
      ms(med(r, 'loadTime')),
      ms(med(r, 'renderDelay')),
      ms(med(r, 'obsLcp')),
      ms(med(r, 'lastScript')),
      String(med(f, 'perf')),
      ms(med(f, 'lcp')),
      ms(med(f, 'tbt')),
      ms(med(r, 'lcp') - med(f, 'lcp')),
      ms(med(r, 'tbt') - med(f, 'tbt')),
    ];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(
    `\nbench:floor, ${rounds} round(s), ${serverKind === 'production' ? 'nginx + next start' : 'next start'}, throttling ${throttlingMethod}; times in ms, medians; each row's floor measured just before it (same language)`,
  );
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of table) console.log(line(row));
  console.log(
    `Breakdown columns: the observed load (${throttlingMethod === 'devtools' ? 'throttled by DevTools, as the metrics' : 'unthrottled'}). obs LCP / last JS: when the observed LCP happened and when the last script finished loading in it; Lantern counts every request finished before the observed LCP into the simulated LCP.`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
