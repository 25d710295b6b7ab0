import { expect, test } from '@playwright/test';
import { allPages } from '../../lib/catalogue/pages';
import { services } from '../../lib/catalogue/services';

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
const one = (html: string, re: RegExp) => [...html.matchAll(re)].map((m) => decode(m[1]!.trim()));
const localized = (locale: 'en' | 'ar', path: string) =>
  locale === 'en' ? path : path === '/' ? '/ar' : `/ar${path}`;
// The end-to-end server runs with SITE_URL=https://www.example.ae (playwright.config.ts).
const site = 'https://www.example.ae';
const absolute = (locale: 'en' | 'ar', path: string) => {
  const p = localized(locale, path);
  return p === '/' ? site : `${site}${p}`;
};
const attr = (html: string, re: RegExp) => html.match(re)?.[1];

for (const locale of ['en', 'ar'] as const) {
  test(`every catalogue page answers 200 in ${locale} with its own title, description and one h1`, async ({
    request,
  }) => {
    // Some 200 pages one after another, each rendered on first request in the production pass: a
    // loaded CI machine needed more than the default 30 s.
    test.setTimeout(120_000);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const page of allPages()) {
      const path = localized(locale, page.path);
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(
        `<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}"`,
      );
      // The content is in the HTML itself, not behind a streamed boundary that needs JavaScript.
      expect(html, path).not.toContain('<template id="B:');
      const h1s = one(html, /<h1[^>]*>([\s\S]*?)<\/h1>/g);
      expect(h1s, path).toHaveLength(1);
      const [title] = one(html, /<title>([^<]*)<\/title>/g);
      const [description] = one(html, /<meta name="description" content="([^"]*)"/g);
      expect(title, path).toBeTruthy();
      expect(title!.length, `${path}: ${title}`).toBeLessThanOrEqual(60);
      expect(description?.length, path).toBeGreaterThanOrEqual(50);
      expect(titles.get(title!), `${path} repeats the title of another page`).toBeUndefined();
      expect(
        descriptions.get(description!),
        `${path} repeats the description of another page`,
      ).toBeUndefined();
      expect(description!.length, path).toBeLessThanOrEqual(160);
      titles.set(title!, path);
      descriptions.set(description!, path);

      // Self-referencing canonical from the configured site URL, and reciprocal hreflang alternates.
      expect(attr(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(
        absolute(locale, page.path),
      );
      expect(attr(html, /<link rel="alternate" hrefLang="en" href="([^"]+)"/), path).toBe(
        absolute('en', page.path),
      );
      expect(attr(html, /<link rel="alternate" hrefLang="ar" href="([^"]+)"/), path).toBe(
        absolute('ar', page.path),
      );
      expect(attr(html, /<link rel="alternate" hrefLang="x-default" href="([^"]+)"/), path).toBe(
        absolute('en', page.path),
      );
      expect(attr(html, /<meta property="og:url" content="([^"]+)"/), path).toBe(
        absolute(locale, page.path),
      );
      expect(attr(html, /<meta property="og:image" content="([^"]+)"/), path).toBe(
        `${site}/og/${locale}${page.path === '/' ? '/index' : page.path}.png`,
      );
      expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/), path).toBe(
        'summary_large_image',
      );

      // Structured data parses; one business node; breadcrumbs below the home page; a Service node
      // pointing to the business on every service and place page.
      const blocks = one(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).map(
        (b) => JSON.parse(b) as { '@graph': Record<string, unknown>[] },
      );
      const nodes = blocks.flatMap((b) => b['@graph']);
      expect(
        nodes.filter((n) => n['@id'] === `${site}/#business`),
        path,
      ).toHaveLength(1);
      expect(JSON.stringify(nodes), path).not.toMatch(/aggregateRating|"review"/);
      if (page.path !== '/')
        expect(
          nodes.some((n) => n['@type'] === 'BreadcrumbList'),
          path,
        ).toBe(true);
      // A calculator page is prerendered with its widget and the result of its default inputs.
      if (page.kind === 'calculator')
        expect(html, path).toMatch(
          /data-testid="(quick|ventilation|converter|electrical|duct|chilled)-result"/,
        );
      if (
        ['service', 'subservice', 'acHub', 'acSub', 'acArea', 'painting', 'trade'].includes(
          page.kind,
        )
      ) {
        const service = nodes.find((n) => n['@type'] === 'Service');
        expect(service, path).toMatchObject({
          provider: { '@id': `${site}/#business` },
          url: absolute(locale, page.path),
        });
      }
      if (locale === 'ar') {
        // The page's main text is Arabic: far more Arabic letters than Latin ones.
        const main = html
          .slice(html.indexOf('<main'), html.indexOf('</main>'))
          .replace(/<script[\s\S]*?<\/script>/g, ' ')
          // English marked as such (the bilingual glossary's English column) is there on purpose.
          .replace(/<(\w+)[^>]*lang="en"[^>]*>[\s\S]*?<\/\1>/g, ' ')
          .replace(/<[^>]+>/g, ' ');
        const arabic = (main.match(/[\u0600-\u06FF]/g) ?? []).length;
        const latin = (main.match(/[A-Za-z]/g) ?? []).length;
        expect(arabic, path).toBeGreaterThan(latin * 10);
        expect(h1s[0], path).toMatch(/[\u0600-\u06FF]/);
      }
    }
  });

  test(`the services index leads to every service and sub-service in ${locale}`, async ({
    page,
    request,
  }) => {
    await page.goto(localized(locale, '/services'));
    const hrefs = await page
      .getByTestId('services-index')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    const expected = services
      .flatMap((s) => [`/services/${s.slug}`, ...s.subs.map((sub) => `/services/${s.slug}/${sub}`)])
      .map((p) => localized(locale, p));
    expect(hrefs.sort()).toEqual(expected.sort());
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });
}

test('the sitemap lists every public page in both languages with alternates, and nothing private', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = new Set(one(xml, /<loc>([^<]+)<\/loc>/g));
  for (const page of allPages()) {
    expect(locs.has(absolute('en', page.path)), page.path).toBe(true);
    expect(locs.has(absolute('ar', page.path)), page.path).toBe(true);
  }
  expect(locs.size).toBe(allPages().length * 2);
  expect(xml).not.toMatch(/database-test|test-error|admin|sign-in/);
  expect(xml).toContain('hreflang="x-default"');
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${site}/sitemap.xml`);
  expect(robots).toContain('Disallow: /admin');
  expect(robots).toContain('Disallow: /ar/admin');
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  for (const icon of manifest.icons as { src: string }[])
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  expect((await request.get('/favicon.ico')).headers()['content-type']).toContain('icon');
  expect((await request.get('/apple-icon.png')).status()).toBe(200);
});

test('an area page shows its breadcrumb trail and links its neighbours and its emirate hub', async ({
  page,
}) => {
  await page.goto('/dubai/ac-services/dubai-marina');
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByRole('link')).toHaveCount(2);
  await expect(crumbs.locator('[aria-current="page"]')).toBeVisible();
  await expect(page.locator('a[href="/dubai/ac-services/jlt"]').first()).toBeVisible();
  await crumbs.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/dubai\/ac-services$/);
});

// Neighbourhoods outside Dubai were added as catalogue data and copy only: proof that any emirate gets
// area pages, hub links and sitemap entries without code. (Their titles and headings are checked for
// uniqueness by the crawl above.)
const placesBeyondDubai = [
  {
    emirate: 'sharjah',
    area: 'al-majaz',
    en: { hub: 'Neighbourhoods we cover in Sharjah', h1: 'AC Services in Al Majaz' },
    ar: { hub: 'الأحياء التي نخدمها في الشارقة', h1: 'خدمات التكييف في المجاز' },
  },
  {
    emirate: 'abu-dhabi',
    area: 'al-reem-island',
    en: { hub: 'Neighbourhoods we cover in Abu Dhabi', h1: 'AC Services on Al Reem Island' },
    ar: { hub: 'الأحياء التي نخدمها في أبوظبي', h1: 'خدمات التكييف في جزيرة الريم' },
  },
] as const;

for (const place of placesBeyondDubai) {
  test(`${place.area} (${place.emirate}) has its own page in both languages, linked from its emirate hub and listed in the sitemap`, async ({
    page,
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    for (const locale of ['en', 'ar'] as const) {
      const hub = localized(locale, `/${place.emirate}/ac-services`);
      const path = localized(locale, `/${place.emirate}/ac-services/${place.area}`);
      expect(xml).toContain(
        `<loc>${absolute(locale, `/${place.emirate}/ac-services/${place.area}`)}</loc>`,
      );
      await page.goto(hub);
      const areas = page.getByRole('navigation', { name: place[locale].hub });
      await areas.locator(`a[href="${path}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(place[locale].h1);
      // Its breadcrumb and emirate links lead back to its own emirate, never to Dubai.
      await expect(page.locator(`main a[href="${hub}"]`).first()).toBeVisible();
      await expect(page.locator('main a[href*="/dubai/"]')).toHaveCount(0);
    }
  });
}

test('prerendered pages are served from the build, not rendered per request', async ({
  request,
}) => {
  for (const path of [
    '/',
    '/ar',
    '/services/air-conditioning/amc',
    '/ar/dubai/ac-services/jlt',
    '/sharjah/painting-services',
    '/calculators/hvac-cooling-load',
    '/ar/calculators',
  ]) {
    const response = await request.get(path);
    // HIT, or STALE for a page that states prices (it revalidates every minute: served from the cache
    // while it renders again in the background). Never MISS: no page is rendered for its request.
    expect(['HIT', 'STALE'], path).toContain(response.headers()['x-nextjs-cache']);
  }
});
