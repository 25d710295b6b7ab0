// What laying out a whole page costs a phone, and what the blocks deferred with `render-near-view`
// (app/globals.css: content-visibility auto on blocks that start below the first screen) save of it.
// Layout, and in Arabic its text shaping, is most of a page's main-thread work before its first
// paint. For each page of every kind in both languages (phone viewport, Debian's Chromium, no CPU
// slowdown), it prints the median over several layouts of the whole page:
//   deferred   as the site is: blocks below the screen are skipped until they come near it;
//   all        the same page with every deferred block laid out (content-visibility: visible);
// and how many deferred blocks are skipped at load. Each layout follows a change of the root font
// size by a fraction of a pixel, so text is shaped again every time, as on a first load.
// Figures only, no targets: it exits 0.
//
//   npm run bench:layout                          every page, production setup (nginx + next start)
//   npm run bench:layout -- --only=/ar,/ar/contact --server=next
import { chromium, type Page } from 'playwright';
import { allPages, kindOf } from './pages';
import { printTable } from './lib';
import { startSite, type ServerKind } from './site';

const arg = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const pages = arg('only')?.split(',').filter(Boolean) ?? allPages;
const serverKind = (arg('server') ?? 'production') as ServerKind;
if (serverKind !== 'production' && serverKind !== 'next')
  throw new Error(`--server is production or next, not ${serverKind}`);
const layouts = 15;

/** Median ms of `layouts` full layouts of the page, with `css` added for the measurement. */
function layoutMs(tab: Page, css: string, pass: number) {
  return tab.evaluate(
    ({ css, layouts, pass }) => {
      const style = document.createElement('style');
      style.textContent = css;
      document.head.append(style);
      void document.body.offsetHeight;
      const times: number[] = [];
      for (let i = 1; i <= layouts; i++) {
        // Sizes no other pass uses: text shaped by an earlier pass is not reused from its cache.
        document.documentElement.style.fontSize = `${16 + (pass * layouts + i) / 97}px`;
        const start = performance.now();
        void document.body.offsetHeight;
        times.push(performance.now() - start);
      }
      style.remove();
      document.documentElement.style.fontSize = '';
      return times.sort((a, b) => a - b)[Math.floor(layouts / 2)]!;
    },
    { css, layouts, pass },
  );
}

async function main() {
  const { base, stop } = await startSite({ kind: serverKind, firstPort: 5600, warm: pages });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const rows: string[][] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const tab = await context.newPage();
    for (const page of pages) {
      await tab.goto(`${base}${page}`, { waitUntil: 'load' });
      await tab.waitForTimeout(500);
      const skipped = await tab.evaluate(
        () =>
          [...document.querySelectorAll('.render-near-view')].filter(
            // A skipped block's box is drawn, its content is not.
            (el) =>
              el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false,
          ).length,
      );
      const deferred = await layoutMs(tab, '', 0);
      const all = await layoutMs(tab, '.render-near-view { content-visibility: visible }', 1);
      rows.push([kindOf(page), page, deferred.toFixed(1), all.toFixed(1), String(skipped)]);
      process.stderr.write(`${page}\n`);
    }
  } finally {
    await browser.close();
    stop();
  }
  console.log(`\nLayout of the whole page at 412 px, ms (median of ${layouts}), no CPU slowdown`);
  printTable([['kind', 'page', 'deferred', 'all', 'blocks skipped at load'], ...rows]);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
