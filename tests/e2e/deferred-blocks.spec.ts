import { expect, test, type Page } from '@playwright/test';
import { startTrickleProxy } from '../support/trickle-proxy';

// Blocks that start below a phone's first screen are laid out only when they come near the viewport
// (the render-near-view utility, app/globals.css): the first paint comes sooner, above all in
// Arabic. What a visitor must not notice: a block missing when they reach it, anything on screen
// moving, or a clipped focus ring (paint containment clips a block's content at its edges).
test.use({ viewport: { width: 412, height: 823 } });

const pages = [
  '/',
  '/ar',
  '/ar/blog/what-size-ac-do-i-need',
  '/services/air-conditioning/amc',
  '/ar/services/air-conditioning/amc',
  '/ar/dubai/ac-services/dubai-marina',
  '/amc-plans',
  '/ar/amc-plans',
];

/** How many deferred blocks have their content skipped (their own box is drawn, their content is not). */
const skippedBlocks = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('.render-near-view')].filter(
        (el) => el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) === false,
      ).length,
  );

/** Sum of the layout shifts so far, as Cumulative Layout Shift counts them. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[];
          resolve(entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: nothing has moved.
        setTimeout(() => resolve(0), 500);
      }),
  );

/** Focusable elements of a block closer than 4 px (outline and its offset) to the block's edges. */
const focusablesAtTheEdge = (page: Page, index: number) =>
  page.evaluate((index) => {
    const block = document.querySelectorAll('.render-near-view')[index]!;
    const edge = block.getBoundingClientRect();
    const inset = 4;
    return (
      [...block.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary')]
        // Reachable by keyboard and laid out (the spam trap is neither).
        .filter((el) => el.tabIndex >= 0 && el.getClientRects().length > 0)
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return (
            r.left < edge.left + inset ||
            r.right > edge.right - inset ||
            r.top < edge.top + inset ||
            r.bottom > edge.bottom - inset
          );
        })
        .map((el) => el.outerHTML.slice(0, 120))
    );
  }, index);

// Each test's slow connection, kept until the test ends (the page keeps fetching through it).
let slow: Awaited<ReturnType<typeof startTrickleProxy>> | undefined;
test.afterEach(async () => {
  await slow?.close();
  slow = undefined;
});

for (const path of pages) {
  test(`${path}: blocks below the first screen wait, appear as they are reached, move nothing and clip no focus ring`, async ({
    page,
    baseURL,
  }) => {
    // Loaded as on a slow phone over a slow connection: the page arrives in pieces and the browser
    // could draw frames of a half-read document, which is when a row read in part (the header's, a
    // row of buttons) moves once the rest arrives.
    slow = await startTrickleProxy(baseURL!);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    await page.goto(slow.origin + path);
    await expect(page.locator('h1')).toBeVisible();
    expect(await skippedBlocks(page)).toBeGreaterThan(0);
    expect(await layoutShift(page)).toBe(0);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    const blocks = page.locator('.render-near-view');
    const count = await blocks.count();
    for (let i = 0; i < count; i++) {
      const block = blocks.nth(i);
      if (!(await block.isVisible())) continue; // a block of another width (hidden here)
      await block.scrollIntoViewIfNeeded();
      // Reached, it is drawn: its first line is on screen with its content.
      await expect
        .poll(() =>
          block.evaluate(
            (el) => el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true,
          ),
        )
        .toBe(true);
      expect(await focusablesAtTheEdge(page, i), `block ${i}`).toEqual([]);
    }
    // Scrolling back to the top: what the visitor read first is where it was.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.locator('h1')).toBeInViewport();
    expect(await layoutShift(page)).toBe(0);
  });
}

test('a link to the AMC sign-up lands on the form, below blocks that were never laid out', async ({
  page,
}) => {
  await page.goto('/ar/amc-plans#amc-sign-up');
  await expect(page.locator('#amc-sign-up-heading')).toBeInViewport();
});

// The FAQ is never deferred. It costs little to lay out (the answers are closed <details>), and a
// skipped block has no rendered text: a tool that reads the page's text (a copy reviewer's script, a
// reading aid) found the English trade pages "without an FAQ".
for (const path of ['/dubai/carpentry-services', '/ar/dubai/carpentry-services']) {
  test(`the FAQ is in the rendered text of ${path} before it is reached`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(path);
    const heading = path.startsWith('/ar') ? 'الأسئلة الشائعة' : 'Frequently asked questions';
    const faq = page.locator('section', { has: page.getByRole('heading', { name: heading }) });
    const firstQuestion = await faq.locator('summary').first().textContent();
    const text = await page.evaluate(() => document.body.innerText);
    expect(text).toContain(heading);
    expect(text).toContain(firstQuestion!.trim());
  });
}
