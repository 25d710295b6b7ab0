import { describe, expect, it } from 'vitest';
import { allPages, calculatorPath, calculatorSlugs } from '@/lib/catalogue';
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

it('lists the index and every calculator among the pages', () => {
  const paths = allPages().map((p) => p.path);
  for (const p of [calculatorPath(), ...calculatorSlugs.map((s) => calculatorPath(s))])
    expect(paths).toContain(p);
});
