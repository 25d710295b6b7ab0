import { describe, expect, it } from 'vitest';
import { allPages, pageCopyKinds } from '@/lib/catalogue';
import { bodyParts, copyLimits, sharedSentences } from './copy-rules';
import { bodyWords, readPageCopy, type PageCopy } from './page-copy';

// Every page in the catalogue has complete, valid copy in both languages, and no two pages share a
// sentence: a page that differs from its siblings only by the place name is a doorway page.
// Only pages in the shared page format; home, articles and guides have copy of their own shape.
const pages = allPages().filter((p) => pageCopyKinds.includes(p.kind));
const copies = (locale: string) =>
  pages.map((p) => ({ page: p, copy: readPageCopy(locale, p.namespace) }));

describe.each(['en', 'ar'])('page copy (%s)', (locale) => {
  it('exists and is valid for every page', () => {
    for (const p of pages) expect(() => readPageCopy(locale, p.namespace), p.path).not.toThrow();
  });

  it('gives every page its own title, description and heading', () => {
    const all = copies(locale);
    for (const field of ['title', 'description'] as const) {
      const values = all.map((c) => c.copy.meta[field]);
      expect(
        values.filter((v, i) => values.indexOf(v) !== i),
        field,
      ).toEqual([]);
    }
    const h1s = all.map((c) => c.copy.h1);
    expect(h1s.filter((v, i) => h1s.indexOf(v) !== i)).toEqual([]);
  });

  it('shares no sentence between two pages', () => {
    const bodies = copies(locale).map(({ page, copy }) => ({
      id: page.path,
      parts: bodyParts(copy),
    }));
    expect(sharedSentences(bodies)).toEqual([]);
  });
});

describe('English body copy', () => {
  it(`has at least ${copyLimits.minPageWords} words on every service, emirate, area and trade page`, () => {
    const short = copies('en')
      .filter(({ page }) => !['company', 'servicesIndex'].includes(page.kind))
      .map(({ page, copy }) => ({ path: page.path, words: bodyWords(copy) }))
      .filter((p) => p.words < copyLimits.minPageWords);
    expect(short).toEqual([]);
  });
});

describe('Arabic pages mirror the English structure', () => {
  it('has the same number of sections, items and questions', () => {
    for (const p of pages) {
      const en = readPageCopy('en', p.namespace);
      const ar = readPageCopy('ar', p.namespace);
      const shape = (c: PageCopy) => [
        c.sections.map((s) => [s.paragraphs?.length ?? 0, s.items?.length ?? 0]),
        c.faq.length,
      ];
      expect(shape(ar), p.path).toEqual(shape(en));
    }
  });
});
