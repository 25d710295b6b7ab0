import { describe, expect, it } from 'vitest';
import { listPrices } from './price-list';
import { metaProblems } from '@/lib/content/copy-rules';
import {
  asListed,
  fillPrices,
  fillPricesDeep,
  hasPriceTokens,
  priceTokenIds,
  UnknownPriceError,
} from './price-text';

const prices = listPrices();
const withAmount = (id: string, amount: number) =>
  new Map([...prices].map(([k, v]) => [k, k === id ? { ...v, amount } : v]));

describe('fillPrices', () => {
  it('writes the list amount in English', () => {
    expect(fillPrices('from {{price:cleaning.split}} per unit', prices, 'en')).toBe(
      'from AED 150 per unit',
    );
    expect(fillPrices('villa from {{price:painting.villa-3br}}.', prices, 'en')).toBe(
      'villa from AED 7,500.',
    );
  });

  it('gives the dirham its Arabic agreement in the sentence', () => {
    expect(fillPrices('ابتداءً من {{price:cleaning.split}} للوحدة', prices, 'ar')).toBe(
      'ابتداءً من 150 درهمًا للوحدة',
    );
    expect(fillPrices('من {{price:painting.apartment-1br}} لشقة', prices, 'ar')).toBe(
      'من 1,400 درهم لشقة',
    );
    expect(fillPrices('من {{price:cleaning.split}}', withAmount('cleaning.split', 5), 'ar')).toBe(
      'من 5 دراهم',
    );
  });

  it('follows the list, not the copy: a changed amount shows everywhere', () => {
    const changed = withAmount('deep-cleaning.split', 275.5);
    expect(fillPrices('from {{price:deep-cleaning.split}}', changed, 'en')).toBe('from AED 275.50');
  });

  it('writes an AMC volume discount as a percentage', () => {
    expect(fillPrices('{{price:amc.tier-25}} off', prices, 'ar')).toBe('15% off');
  });

  it('throws on an id the list lacks, never rendering the token', () => {
    expect(() => fillPrices('from {{price:cleaning.spilt}}', prices, 'en')).toThrow(
      UnknownPriceError,
    );
    expect(() => fillPrices('{{price:}}', prices, 'en')).toThrow(/not in the price list/);
  });

  it('fills every string of a copy object and finds tokens in it', () => {
    const copy = { a: ['x {{price:gas.r32}}'], b: { c: 'no price' }, n: 3 };
    expect(hasPriceTokens(copy)).toBe(true);
    expect(hasPriceTokens(copy.b)).toBe(false);
    expect(fillPricesDeep(copy, prices, 'en')).toEqual({
      a: ['x AED 250'],
      b: { c: 'no price' },
      n: 3,
    });
    expect(priceTokenIds('{{price:a.b}} and {{price:c}}')).toEqual(['a.b', 'c']);
  });

  it('lets length checks count the rendered amount, not the token', () => {
    const description = `${'x'.repeat(150)} {{price:cleaning.split}}`; // 175 written, 158 shown
    expect(metaProblems('Title', description)).toHaveLength(1);
    expect(metaProblems('Title', asListed(description, 'en'))).toEqual([]);
    expect(asListed({ d: 'من {{price:cleaning.split}}' }, 'ar')).toEqual({ d: 'من 150 درهمًا' });
  });
});
