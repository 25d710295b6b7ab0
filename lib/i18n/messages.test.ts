import { describe, expect, it } from 'vitest';
import { flattenKeys, loadMessages } from './messages';

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
    const arMessages = loadMessages('ar');
    const values = (v: unknown): string[] => (v && typeof v === 'object' ? Object.values(v).flatMap(values) : [String(v)]);
    const english = values(arMessages).filter((v) => /\b[a-z]{4,}\b/.test(v.replace(/https?:\S+/g, '').replace(/\{[^}]+\}/g, '').replace(/<\/?[a-z]+>/g, '')));
    expect(english).toEqual([]);
  });
  it('uses Western digits in Arabic copy', () => {
    const text = JSON.stringify(loadMessages('ar'));
    expect(text).not.toMatch(/[٠-٩]/);
  });
});
