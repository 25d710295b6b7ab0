import { describe, expect, it } from 'vitest';
import { allPages, resourceSlugs } from '@/lib/catalogue';
import { getCaseStudies, getResources } from './collections';

const paths = new Set(allPages().map((p) => p.path));

describe.each(['en', 'ar'])('case studies and resources (%s)', (locale) => {
  it('has at least four case studies, each linking real service pages, the 25% retrofit among them', () => {
    const c = getCaseStudies(locale);
    expect(c.items.length).toBeGreaterThanOrEqual(4);
    for (const item of c.items)
      for (const s of item.services) expect(paths.has(`/services/${s}`), s).toBe(true);
    expect(
      c.items.some((i) => `${i.title} ${i.outcome} ${i.results.join(' ')}`.includes('25')),
    ).toBe(true);
  });

  it('has every resource of the catalogue', () => {
    const r = getResources(locale);
    const slugs = [...r.checklists.map((c) => c.slug), r.amcComparison.slug, r.glossary.slug];
    expect(slugs.sort()).toEqual([...resourceSlugs].sort());
  });
});

describe('bilingual glossary', () => {
  it('lists the same terms in both files, with the definition in each language', () => {
    const en = getResources('en').glossary.terms;
    const ar = getResources('ar').glossary.terms;
    expect(ar.map((t) => [t.en, t.ar])).toEqual(en.map((t) => [t.en, t.ar]));
    for (const t of ar) expect(t.definition).toMatch(/[\u0600-\u06FF]/);
  });
});
