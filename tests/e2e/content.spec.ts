import { expect, test } from '@playwright/test';
import { allPages, articleSlugs } from '../../lib/catalogue';

test('the blog lists every article newest first, in both languages', async ({ page }) => {
  for (const prefix of ['', '/ar']) {
    await page.goto(`${prefix}/blog`);
    const items = page.getByTestId('article-list').getByRole('listitem');
    await expect(items).toHaveCount(articleSlugs.length);
    const dates = await page
      .getByTestId('article-list')
      .locator('time:first-of-type')
      .evaluateAll((els) => els.map((e) => e.getAttribute('dateTime')!));
    expect(dates).toEqual([...dates].sort().reverse());
  }
  await page.goto('/ar/blog');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('article-list')).not.toContainText(/\b[a-z]{4,}\b/);
});

test('an article shows its date, reading time, author role, related articles and a call to action', async ({
  page,
}) => {
  await page.goto('/blog/what-a-good-ac-amc-includes');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('article time').first()).toHaveAttribute(
    'dateTime',
    /^\d{4}-\d{2}-\d{2}$/,
  );
  await expect(page.getByText(/min read/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get a Quote' }).last()).toBeVisible();
  await page.goto('/ar/blog/what-a-good-ac-amc-includes');
  await expect(
    page.getByText(/^مدة القراءة: (دقيقة واحدة|دقيقتان|\d+ (دقائق|دقيقة))/),
  ).toBeVisible();
  // All of it, the blocks below the screen that are not laid out yet included (render-near-view).
  expect(await page.locator('article').textContent()).not.toMatch(/[٠-٩]/);
});

test('unknown articles and resources are real 404s in both languages', async ({ request }) => {
  for (const path of [
    '/blog/no-such-article',
    '/ar/blog/no-such-article',
    '/resources/no-such-guide',
    '/ar/resources/no-such-guide',
  ]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});

test('the RSS feeds list every article in their language', async ({ request }) => {
  for (const locale of ['en', 'ar']) {
    const response = await request.get(`/rss/${locale}.xml`);
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml.match(/<item>/g)).toHaveLength(articleSlugs.length);
    expect(xml).toContain(`<language>${locale === 'ar' ? 'ar-AE' : 'en-AE'}</language>`);
    expect(xml).toContain(
      locale === 'ar' ? 'https://www.example.ae/ar/blog/' : 'https://www.example.ae/blog/',
    );
  }
});

test('case studies and printable resources, in both languages', async ({ page }) => {
  await page.goto('/case-studies');
  await expect(page.getByTestId('case-study')).toHaveCount(4);
  await expect(page.getByTestId('case-study').first()).toContainText('25%');
  await page.goto('/ar/resources/hvac-glossary');
  await expect(page.getByRole('button', { name: /طباعة|اطبع/ })).toBeVisible();
  expect(await page.locator('table tbody tr').count()).toBeGreaterThanOrEqual(25);
  await page.goto('/resources/ac-maintenance-checklist');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('every page has its own 1200x630 social card, in its language', async ({ request }) => {
  const sizes = new Set<number>();
  for (const locale of ['en', 'ar']) {
    for (const page of allPages().filter((_, i) => i % 7 === 0)) {
      const path = `/og/${locale}${page.path === '/' ? '/index' : page.path}.png`;
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      const png = await response.body();
      expect([png.readUInt32BE(16), png.readUInt32BE(20)], path).toEqual([1200, 630]);
      sizes.add(png.length);
    }
  }
  // Different titles make different images.
  expect(sizes.size).toBeGreaterThan(10);
});

test('each finishing trade shows its own drawing, named in the page language', async ({
  request,
}) => {
  const drawings = [
    ['/dubai/tiling-services', 'Illustration: a tiled wall and a tile cutter'],
    ['/services/tiling', 'Illustration: a tiled wall and a tile cutter'],
    ['/ar/dubai/handyman-services', 'رسم توضيحي: صندوق عدّة ومفتاح ربط'],
    [
      '/services/swimming-pool-maintenance',
      'Illustration: a swimming pool with clear water and its ladder',
    ],
    // Painting keeps the roller; an AC page its split unit.
    ['/dubai/painting-services', 'Illustration: a freshly painted wall and a paint roller'],
    [
      '/services/air-conditioning',
      'Illustration: a wall-mounted split air conditioner blowing cool air',
    ],
  ] as const;
  const labels = new Set<string>();
  for (const [path, label] of drawings) {
    const html = await (await request.get(path)).text();
    const shown = /<svg role="img" aria-label="([^"]*)"/.exec(html)?.[1];
    expect(shown, path).toBe(label);
    labels.add(label);
  }
  expect(labels.size).toBe(5);
});
