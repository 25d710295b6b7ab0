import {
  acChildPath,
  acHubPath,
  areaNamespace,
  emirates,
  paintingPath,
  tradeNamespace,
  tradePath,
} from './places';
import { articleSlugs, blogPath, resourcePath, resourceSlugs } from './content';
import { calculatorPath, calculatorSlugs } from './calculators';
import { servicePath, services } from './services';

// Every public content page, with the message namespace that holds its copy. The sitemap, the
// end-to-end crawl and the copy checks all read this list, so a page cannot exist without it.

export type PageKind =
  | 'home'
  | 'company'
  | 'request'
  | 'blog'
  | 'article'
  | 'caseStudies'
  | 'resources'
  | 'resource'
  | 'calculators'
  | 'calculator'
  | 'servicesIndex'
  | 'service'
  | 'subservice'
  | 'acHub'
  | 'acSub'
  | 'acArea'
  | 'painting'
  | 'trade'
  | 'prices'
  | 'reviews';

export interface PageEntry {
  path: string;
  kind: PageKind;
  namespace: string;
}

/** Kinds whose copy is one page file in the shared format (lib/content/page-copy.ts). */
export const pageCopyKinds: readonly PageKind[] = [
  'company',
  'servicesIndex',
  'service',
  'subservice',
  'acHub',
  'acSub',
  'acArea',
  'painting',
  'trade',
];

/** The English file a page's words come from (its last change dates the page in the sitemap). */
export function sourceFile(page: PageEntry): string {
  if (page.kind === 'home') return 'messages/en/home.json';
  if (page.kind === 'request')
    return page.path === '/book'
      ? 'messages/en/booking.json'
      : page.path === '/amc-plans'
        ? 'messages/en/amcPlans.json'
        : 'messages/en/requests.json';
  if (page.kind === 'blog') return 'messages/en/blog.json';
  if (page.kind === 'article') return `messages/en/blog/${page.namespace.split('.')[1]}.md`;
  if (page.kind === 'caseStudies') return 'messages/en/caseStudies.json';
  if (page.kind === 'resources' || page.kind === 'resource') return 'messages/en/resources.json';
  return `messages/en/${page.namespace.replace(/\./g, '/')}.json`;
}

export const companyPages = ['about', 'contact', 'terms', 'privacy', 'careers'] as const;

/** One page of `kind` per slug, its words under `<namespace>.<slug>`. */
const perSlug = <S extends string>(
  kind: PageKind,
  slugs: readonly S[],
  path: (slug: S) => string,
  namespace: string,
): PageEntry[] =>
  slugs.map((slug) => ({ path: path(slug), kind, namespace: `${namespace}.${slug}` }));

export function allPages(): PageEntry[] {
  const pages: PageEntry[] = [
    { path: '/', kind: 'home', namespace: 'home' },
    ...perSlug('company', companyPages, (p) => `/${p}`, 'page'),
    { path: '/services', kind: 'servicesIndex', namespace: 'page.services' },
    { path: '/quote', kind: 'request', namespace: 'requests.quote' },
    { path: '/callback', kind: 'request', namespace: 'requests.callback' },
    { path: '/book', kind: 'request', namespace: 'booking' },
    { path: '/amc-plans', kind: 'request', namespace: 'amcPlans' },
    // The price list, read from the database (lib/pricing): its words are messages/en/prices.json.
    { path: '/prices', kind: 'prices', namespace: 'prices' },
    // Published reviews of done visits, read from the database (lib/reviews).
    { path: '/reviews', kind: 'reviews', namespace: 'reviews' },
    { path: blogPath(), kind: 'blog', namespace: 'blog' },
    ...perSlug('article', articleSlugs, blogPath, 'article'),
    { path: '/case-studies', kind: 'caseStudies', namespace: 'caseStudies' },
    { path: resourcePath(), kind: 'resources', namespace: 'resources' },
    ...perSlug('resource', resourceSlugs, resourcePath, 'resources'),
    { path: calculatorPath(), kind: 'calculators', namespace: 'calculators.index' },
    ...perSlug('calculator', calculatorSlugs, calculatorPath, 'calculators'),
  ];
  const add = (kind: PageKind, path: string, namespace: string) =>
    pages.push({ path, kind, namespace });
  for (const s of services) {
    add('service', servicePath(s.slug), `service.${s.slug}`);
    for (const sub of s.subs)
      add('subservice', servicePath(s.slug, sub), `subservice.${s.slug}.${sub}`);
  }
  for (const e of emirates) {
    add('acHub', acHubPath(e.slug), `acHub.${e.slug}`);
    for (const sub of e.acSubs) add('acSub', acChildPath(e.slug, sub), `acSub.${e.slug}.${sub}`);
    for (const area of e.areas)
      add('acArea', acChildPath(e.slug, area.slug), areaNamespace(e.slug, area.slug));
    if (e.painting) add('painting', paintingPath(e.slug), `painting.${e.slug}`);
    for (const t of e.trades)
      add('trade', tradePath(e.slug, t.slug), tradeNamespace(e.slug, t.slug));
  }
  return pages;
}
