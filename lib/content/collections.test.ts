import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allPages, glossaryTerms, resourceSlugs } from '@/lib/catalogue';
import { readCaseStudies, readResources } from './collections';

const paths = new Set(allPages().map((p) => p.path));

describe.each(['en', 'ar'])('case studies and resources (%s)', (locale) => {
  it('has at least four case studies, each linking real service pages, the 25% retrofit among them', () => {
    const c = readCaseStudies(locale);
    expect(c.items.length).toBeGreaterThanOrEqual(4);
    for (const item of c.items)
      for (const s of item.services) expect(paths.has(`/services/${s}`), s).toBe(true);
    expect(
      c.items.some((i) => `${i.title} ${i.outcome} ${i.results.join(' ')}`.includes('25')),
    ).toBe(true);
  });

  it('has every resource of the catalogue', () => {
    const r = readResources(locale);
    const slugs = [...r.checklists.map((c) => c.slug), r.amcComparison.slug, r.glossary.slug];
    expect(slugs.sort()).toEqual([...resourceSlugs].sort());
  });
});

// Read from the message files themselves, not through readResources (which builds both languages' term
// lists from the one catalogue list, so comparing its two results would compare a list with itself).
const glossaryFile = (locale: string) =>
  JSON.parse(readFileSync(`messages/${locale}/resources.json`, 'utf8')).glossary as {
    metaDescription: string;
    terms: Record<string, { definition: string }>;
  };
const arabic = /[\u0600-\u06FF]/;

describe('bilingual glossary', () => {
  const en = glossaryFile('en');
  const ar = glossaryFile('ar');

  it('defines every catalogue term in both message files, and no other', () => {
    const ids = glossaryTerms.map((t) => t.id).sort();
    expect(Object.keys(en.terms).sort()).toEqual(ids);
    expect(Object.keys(ar.terms).sort()).toEqual(ids);
  });

  it('has as many terms as its description promises', () => {
    const promised = Number(en.metaDescription.match(/^(\d+) AC and HVAC terms/)?.[1]);
    expect(glossaryTerms).toHaveLength(promised);
  });

  it('names each term in both languages and defines it in the language of each page', () => {
    for (const term of glossaryTerms) {
      expect(term.en, term.id).toMatch(/[A-Za-z]/);
      expect(term.ar, term.id).toMatch(arabic);
      expect(en.terms[term.id]?.definition, term.id).not.toMatch(arabic);
      expect(ar.terms[term.id]?.definition, term.id).toMatch(arabic);
    }
  });

  it('shows each page the definitions of its own language', () => {
    for (const locale of ['en', 'ar']) {
      const file = glossaryFile(locale);
      for (const term of readResources(locale).glossary.terms)
        expect(term.definition).toBe(
          file.terms[glossaryTerms.find((t) => t.en === term.en)!.id]!.definition,
        );
    }
  });
});
