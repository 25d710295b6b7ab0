import { describe, expect, it } from 'vitest';
import { englishWordsIn, hasArabicIndicDigits } from '@/lib/content/copy-rules';
import { flattenKeys, loadMessages } from './messages';

/** Message syntax is not copy: URLs, price tokens, {placeholders}, ICU plural keywords and <rich> tags. */
const stripSyntax = (v: string) =>
  v
    .replace(/\{\{price:[^{}]*\}\}/g, '')
    .replace(/https?:\S+/g, '')
    .replace(/\{\w+, (plural|select|selectordinal),/g, '{')
    // A case key (one, other, or a select's own: none, area) follows the `{` or `}` before it.
    .replace(/([{}]\s*)[a-zA-Z]\w*\s*\{/g, '$1{')
    .replace(/\{\w+\}/g, '')
    .replace(/<\/?[a-z]+>/g, '');

// A key missing in one locale is a defect: this fails the suite before a visitor ever sees a raw key.
describe('messages', () => {
  const en = new Set(flattenKeys(loadMessages('en')));
  const ar = new Set(flattenKeys(loadMessages('ar')));

  it('has every English key in Arabic', () => {
    expect([...en].filter((k) => !ar.has(k))).toEqual([]);
  });
  it('has every Arabic key in English', () => {
    expect([...ar].filter((k) => !en.has(k))).toEqual([]);
  });
  it('writes Arabic values in Arabic (only acronyms, brands, digits and URLs in Latin)', () => {
    const entries = (v: unknown, key = ''): [string, string][] =>
      v && typeof v === 'object'
        ? Object.entries(v).flatMap(([k, c]) => entries(c, key ? `${key}.${k}` : k))
        : [[key, String(v)]];
    const english = entries(loadMessages('ar')).filter(
      ([, v]) => englishWordsIn(stripSyntax(v)).length > 0,
    );
    expect(english).toEqual([]);
  });
  it('uses Western digits in Arabic copy', () => {
    const text = JSON.stringify(loadMessages('ar'));
    expect(hasArabicIndicDigits(text)).toBe(false);
  });
});
