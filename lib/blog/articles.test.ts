import { describe, expect, it } from 'vitest';
import { allPages, articleSlugs } from '@/lib/catalogue';
import { copyLimits } from '@/lib/content/copy-rules';
import { readArticles } from './articles';

const paths = new Set(allPages().map((p) => p.path));

describe.each(['en', 'ar'])('articles (%s)', (locale) => {
  const articles = readArticles(locale);

  it('has every article of the catalogue, valid, newest first', () => {
    expect(articles.map((a) => a.slug).sort()).toEqual([...articleSlugs].sort());
    expect(articles.length).toBeGreaterThanOrEqual(8);
    const dates = articles.map((a) => a.published);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('links only to pages that exist, in its own language', () => {
    for (const a of articles) {
      for (const [, href] of a.html.matchAll(/href="([^"]+)"/g)) {
        if (/^https?:/.test(href!)) continue;
        const bare = locale === 'ar' ? href!.replace(/^\/ar(?=\/|$)/, '') || '/' : href!;
        if (locale === 'ar') expect(href, `${a.slug}: ${href}`).toMatch(/^\/ar(\/|$)/);
        expect(paths.has(bare.split('#')[0]!), `${a.slug}: ${href}`).toBe(true);
      }
    }
  });
});

describe('article pairs', () => {
  it('has the same dates, topic and related articles in both languages, and enough English words', () => {
    const ar = new Map(readArticles('ar').map((a) => [a.slug, a]));
    for (const en of readArticles('en')) {
      const other = ar.get(en.slug)!;
      expect([other.published, other.updated, other.topic, other.related], en.slug).toEqual([
        en.published,
        en.updated,
        en.topic,
        en.related,
      ]);
      expect(en.words, en.slug).toBeGreaterThanOrEqual(copyLimits.minArticleWords);
      expect(en.related).not.toContain(en.slug);
    }
  });
});
