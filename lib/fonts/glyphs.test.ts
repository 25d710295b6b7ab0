import { describe, expect, it } from 'vitest';
import manifest from './manifest.json';
import { siteCharacters } from './glyphs';

describe('font subsets', () => {
  it('cover every character the copy and the code use (run `npm run fonts:subset` after adding one)', () => {
    const now = siteCharacters();
    for (const face of ['latin', 'arabic'] as const) {
      const missing = [...now[face]].filter((ch) => !manifest.chars[face].includes(ch));
      expect(
        missing,
        `${face} face lacks ${missing.map((c) => `U+${c.codePointAt(0)!.toString(16)}`).join(' ')}`,
      ).toEqual([]);
    }
  });
  it('put Arabic letters in the Arabic face and Latin letters in the Latin face', () => {
    expect(manifest.chars.arabic).toContain('ق');
    expect(manifest.chars.latin).toContain('Q');
    expect(manifest.chars.latin).not.toContain('ق');
  });
});
