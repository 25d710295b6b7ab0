import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales } from '@/lib/i18n/routing';
import { literalAmounts } from './copy-amounts';
import { listPrices } from './price-list';
import { priceTokenIds } from './price-text';

// Every price a page states comes from the price list: copy names the entry ({{price:id}}) and never
// writes an amount itself, in either language, so a staff change reaches every sentence.

const files = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => /\.(json|md)$/.test(f));

const copy = locales.flatMap((locale) =>
  files(path.join(process.cwd(), 'messages', locale)).map((file) => ({
    file: path.relative(process.cwd(), file),
    text: fs.readFileSync(file, 'utf8'),
  })),
);

describe('literalAmounts', () => {
  it('finds amounts written by hand in either language and digit set', () => {
    for (const text of [
      'from AED 150 per unit',
      'from AED1,500',
      '150 AED',
      'Dh 150',
      'Dhs. 99',
      'من 150 درهم',
      'من 150 درهمًا',
      'من 150 درهماً',
      'درهم 150',
      'من ١٥٠ درهمًا',
      '5 دراهم',
      '150 د.إ',
    ])
      expect(literalAmounts(text), text).toHaveLength(1);
  });

  it('lets tokens, VAT rates and the currency named without an amount pass', () => {
    for (const text of [
      'from {{price:cleaning.split}} per unit',
      'ابتداءً من {{price:cleaning.split}} للوحدة',
      'Prices exclude 5% VAT and are in AED.',
      'جميع الأسعار بالدرهم الإماراتي',
      'within 4 hours, 24/7',
    ])
      expect(literalAmounts(text), text).toEqual([]);
  });
});

describe('copy prices', () => {
  it('reads the copy of both languages', () => {
    expect(copy.filter((c) => c.file.includes('/ar/')).length).toBeGreaterThan(100);
    expect(copy.some((c) => c.text.includes('{{price:'))).toBe(true);
  });

  it('writes no amount by hand', () => {
    const found = copy.flatMap(({ file, text }) =>
      literalAmounts(text).map((a) => `${file}: ${a}`),
    );
    expect(found).toEqual([]);
  });

  it('names only entries of the price list', () => {
    const prices = listPrices();
    const unknown = copy.flatMap(({ file, text }) =>
      priceTokenIds(text)
        .filter((id) => !prices.has(id))
        .map((id) => `${file}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('states the same prices in the Arabic twin of every English text', () => {
    const differ = copy
      .filter(({ file }) => file.startsWith(`messages${path.sep}en${path.sep}`))
      .flatMap(({ file, text }) => {
        const ar = copy.find(
          (c) => c.file === file.replace(`${path.sep}en${path.sep}`, `${path.sep}ar${path.sep}`),
        );
        const ids = (t: string) => priceTokenIds(t).sort().join(' ');
        return ar && ids(ar.text) !== ids(text) ? [file] : [];
      });
    expect(differ).toEqual([]);
  });
});
