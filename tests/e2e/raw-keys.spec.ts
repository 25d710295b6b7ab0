import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

// A missing message renders as its key (`common.nav.about`, lib/i18n/request.ts). This reads every page
// a visitor can reach, in both languages, and fails on any text that looks like one: the pages of the
// sitemap, and those it leaves out (auth pages with and without Supabase configured, the 404, the
// admin area's sign-in, the request forms with a query that pre-fills them).

// The top-level namespaces: each file or folder under messages/en (blog.json and blog/ are one).
const namespaces = [
  ...new Set(fs.readdirSync(path.join('messages', 'en')).map((name) => name.replace(/\.\w+$/, ''))),
];
// A namespace, a dot, a key: not inside a word, an address or a file name (`qimma-services.ae`).
const rawKey = new RegExp(`(?<![\\w@/.-])(?:${namespaces.join('|')})(?:\\.[A-Za-z_][\\w-]*)+`, 'g');
// A price token the page did not fill (lib/pricing/price-text.ts) is as raw as a key.
const rawPrice = /\{\{price:[^}]*\}\}/g;

/** What a person reads or hears: text outside scripts and styles, the title, and labelling attributes. */
function visibleText(html: string): string {
  const withoutCode = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ');
  const attributes = [
    ...withoutCode.matchAll(/\s(?:alt|title|aria-label|placeholder)="([^"]*)"/g),
    ...withoutCode.matchAll(
      /<meta\s+(?:name|property)="(?:description|og:\w+|twitter:\w+)"\s+content="([^"]*)"/g,
    ),
  ].map((m) => m[1]);
  const text = withoutCode.replace(/<[^>]+>/g, ' ');
  return [text, ...attributes]
    .join('\n')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'");
}

async function rawKeysOn(request: APIRequestContext, url: string, status = 200) {
  const response = await request.get(url, { maxRedirects: 5 });
  expect(response.status(), url).toBe(status);
  const text = visibleText(await response.text());
  return [...text.matchAll(rawKey), ...text.matchAll(rawPrice)].map((m) => `${url}: ${m[0]}`);
}

const localized = (locale: 'en' | 'ar', p: string) =>
  locale === 'en' ? p : p === '/' ? '/ar' : `/ar${p}`;

test('the key pattern finds a raw key in a page and nothing in ordinary text', () => {
  expect(namespaces).toEqual(expect.arrayContaining(['common', 'forms', 'service', 'acArea']));
  const page = '<html><head><title>common.nav.about</title></head><body><p>Call us</p>';
  expect(visibleText(page).match(rawKey)).toEqual(['common.nav.about']);
  const ordinary = '<p>info@qimma-services.ae, 3.5 kW, example.ae/services/hvac, Al Ain.</p>';
  expect(visibleText(ordinary).match(rawKey)).toBeNull();
  expect(visibleText('<p>from {{price:cleaning.split}}</p>').match(rawPrice)).toHaveLength(1);
});

test('no page of the sitemap shows a raw message key, in either language', async ({ request }) => {
  test.setTimeout(240_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(urls.length).toBeGreaterThan(100);
  expect(urls).toContain('/ar');
  const found: string[] = [];
  for (const url of urls) found.push(...(await rawKeysOn(request, url)));
  expect(found).toEqual([]);
});

for (const locale of ['en', 'ar'] as const) {
  test(`no page outside the sitemap shows a raw message key in ${locale}`, async ({
    request,
    baseURL,
  }) => {
    const pages: [string, number][] = [
      ['/sign-in', 200],
      ['/sign-up', 200],
      ['/forgot-password', 200],
      ['/reset-password', 200],
      // Signed out, the admin area answers with its sign-in prompt.
      ['/admin', 200],
      ['/no-such-page', 404],
      ['/services/no-such-service', 404],
      ['/quote?service=air-conditioning/installation&emirate=sharjah&propertyType=villa', 200],
      ['/callback?service=hvac', 200],
      ['/contact', 200],
    ];
    const found: string[] = [];
    for (const [p, status] of pages)
      found.push(...(await rawKeysOn(request, localized(locale, p), status)));
    // The second server runs without Supabase: its auth pages are the 404 page.
    const unconfigured = new URL(baseURL!);
    unconfigured.port = String(Number(unconfigured.port) + 1);
    for (const p of ['/sign-in', '/sign-up', '/forgot-password', '/reset-password'])
      found.push(
        ...(await rawKeysOn(request, new URL(localized(locale, p), unconfigured).href, 404)),
      );
    expect(found).toEqual([]);
  });
}
