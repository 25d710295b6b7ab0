import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allPages, calculatorSlugs } from '@/lib/catalogue';
import { getCalculatorCopy, getCalculatorsIndex } from './calculators';

describe.each(['en', 'ar'])('calculator copy (%s)', (locale) => {
  it('has valid copy for the index and every calculator, with its method and sources', () => {
    expect(getCalculatorsIndex(locale).h1).toBeTruthy();
    for (const slug of calculatorSlugs) {
      const copy = getCalculatorCopy(locale, slug);
      expect(copy.method.sources.length, slug).toBeGreaterThan(0);
    }
  });
  it('gives every calculator its own title and description', () => {
    const titles = calculatorSlugs.map((s) => getCalculatorCopy(locale, s).meta.title);
    const descriptions = calculatorSlugs.map((s) => getCalculatorCopy(locale, s).meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

// Against the copy on disk, not the slug list the pages are built from: a calculator whose copy exists
// but which the catalogue forgot (or a page without copy) fails here.
it('lists the index and one page for every calculator that has copy, in both languages', () => {
  const calculatorPages = allPages()
    .map((p) => p.path)
    .filter((p) => p.startsWith('/calculators'))
    .sort();
  for (const locale of ['en', 'ar']) {
    const withCopy = readdirSync(`messages/${locale}/calculators`)
      .map((f) => f.replace(/\.json$/, ''))
      .filter((name) => !['index', 'common'].includes(name));
    expect(calculatorPages, locale).toEqual(
      ['/calculators', ...withCopy.map((slug) => `/calculators/${slug}`)].sort(),
    );
  }
  expect(calculatorPages).toContain('/calculators/hvac-cooling-load');
});
