import { describe, expect, it } from 'vitest';
import { allPages } from './index';
import { guessedUrlRedirects, guessedUrls } from './redirects';

describe('guessed URLs', () => {
  const paths = new Set(allPages().map((p) => p.path));

  it('lead to a real page and never hide one', () => {
    for (const { from, to } of guessedUrls) {
      expect(paths.has(to), `${from} → ${to}`).toBe(true);
      expect(paths.has(from), `${from} is a real page`).toBe(false);
    }
  });

  it("send another emirate's spelling of the repair page to the emirate's own", () => {
    const to = (from: string) => guessedUrls.find((g) => g.from === from)?.to;
    expect(to('/dubai/ac-services/repair-cleaning')).toBe('/dubai/ac-services/ac-repair');
    expect(to('/dubai/ac-services/ac-repair-cleaning')).toBe('/dubai/ac-services/ac-repair');
    expect(to('/sharjah/ac-services/ac-repair')).toBe('/sharjah/ac-services/ac-repair-cleaning');
    expect(to('/abu-dhabi/ac-services/ac-repair')).toBe('/abu-dhabi/ac-services/repair-cleaning');
    expect(to('/dubai/ac-services/jbr')).toBe('/dubai/ac-services/dubai-marina');
  });

  it('are permanent redirects in both languages', () => {
    const rules = guessedUrlRedirects(['', '/ar']);
    expect(rules).toHaveLength(guessedUrls.length * 2);
    expect(rules).toContainEqual({
      source: '/ar/dubai/ac-services/jbr',
      destination: '/ar/dubai/ac-services/dubai-marina',
      permanent: true,
    });
  });
});
