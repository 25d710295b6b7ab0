import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedInAs } from './support/workspace-accounts';

// axe on a representative set of public pages in both languages, best-practice rules included (the
// "region" rule among them: everything on a page sits in a landmark). A violation fails with its rule,
// its help text and the elements it found.
const pages = [
  '/',
  '/services/air-conditioning/maintenance',
  '/dubai/ac-services/dubai-marina',
  '/sharjah/ac-services',
  '/blog/what-size-ac-do-i-need',
  '/calculators/hvac-cooling-load',
  '/contact',
  '/quote',
  '/amc-plans',
  '/resources/amc-comparison',
  '/book',
  '/book?service=air-conditioning%2Fmaintenance&propertyType=apartment&emirate=dubai&area=dubai-marina',
  '/prices',
  // Published reviews with their filters (and, once any is published, the area page's latest ones).
  '/reviews',
  '/estimate?service=deep-cleaning&unitType=split&units=3',
  '/no-such-page',
];

/** axe's findings on the page as it is now, each with its rule, help text and first elements. */
async function violationsOn(page: Page) {
  await page.waitForLoadState('networkidle');
  // Blocks below the first screen are laid out only near the viewport (render-near-view), and axe
  // reads colours from what is rendered: it checks each block as a visitor who reaches it sees it.
  await page.evaluate(() =>
    document
      .querySelectorAll<HTMLElement>('.render-near-view')
      .forEach((el) => (el.style.contentVisibility = 'visible')),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations.map((v) => ({
    rule: v.id,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
  }));
}

for (const prefix of ['', '/ar'] as const)
  for (const path of pages) {
    const url = prefix ? `${prefix}${path === '/' ? '' : path}` : path;
    test(`axe finds nothing on ${url}`, async ({ page }) => {
      await page.goto(url);
      expect(await violationsOn(page)).toEqual([]);
    });
  }

// The workspace, as an admin sees it (every section), in both languages.
const staffPages = [
  '/admin',
  '/admin/schedule',
  '/admin/dashboard',
  '/admin/technicians',
  '/admin/capacity',
  '/admin/prices',
  '/admin/team',
  '/admin/reviews',
];
for (const prefix of ['', '/ar'] as const)
  test(`axe finds nothing on the workspace${prefix ? ' in Arabic' : ''}`, async ({ browser }) => {
    test.setTimeout(120_000);
    const { page, context } = await signedInAs(browser, 'admin');
    const found: Record<string, unknown> = {};
    for (const path of staffPages) {
      await page.goto(`${prefix}${path}`);
      const violations = await violationsOn(page);
      if (violations.length) found[path] = violations;
    }
    expect(found).toEqual({});
    await context.close();
  });
