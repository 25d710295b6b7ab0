import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import { z } from 'zod';
import { articleSlugs, articleTopics } from '@/lib/catalogue';
import { copyLimits, wordCount } from '@/lib/content/copy-rules';
import { infoFor } from '@/lib/i18n/locales';
import type { Locale } from '@/lib/i18n/routing';
import { priced } from '@/lib/pricing/priced';
import { asListed } from '@/lib/pricing/price-text';

// Articles are Markdown files, one per locale, under messages/<locale>/blog/. Front matter is
// validated with zod when the site is built, so a malformed article fails the build.

const date = z
  .union([z.date(), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)])
  .transform((d) => (d instanceof Date ? d.toISOString().slice(0, 10) : d));

export const frontMatterSchema = z.object({
  slug: z.enum(articleSlugs),
  title: z.string().min(10).max(110),
  metaTitle: z.string().min(5).max(copyLimits.metaTitleMax),
  description: z.string().min(copyLimits.descriptionMin).max(copyLimits.descriptionMax),
  summary: z.string().min(20).max(400),
  topic: z.enum(articleTopics),
  authorRole: z.string().min(3).max(80),
  published: date,
  updated: date.optional(),
  related: z.array(z.enum(articleSlugs)).min(1).max(4),
});

export type Article = z.infer<typeof frontMatterSchema> & {
  html: string;
  words: number;
  readingMinutes: number;
};

const cache = new Map<string, Article[]>();

/** The front matter's texts as written, price tokens kept (getArticles fills them). */
const frontMatterText = (data: Record<string, unknown>) => ({
  title: String(data.title),
  metaTitle: String(data.metaTitle),
  description: String(data.description),
  summary: String(data.summary),
  authorRole: String(data.authorRole),
});

function readArticle(locale: string, slug: string): Article {
  const file = path.join(process.cwd(), 'messages', locale, 'blog', `${slug}.md`);
  const { data, content } = matter(fs.readFileSync(file, 'utf8'));
  // Checked as it renders: lengths count amounts, not price tokens.
  const parsed = frontMatterSchema.safeParse(asListed(data, locale));
  if (!parsed.success)
    throw new Error(
      `Front matter of ${locale}/blog/${slug}.md is invalid: ${parsed.error.message}`,
    );
  if (parsed.data.slug !== slug)
    throw new Error(`${locale}/blog/${slug}.md declares slug ${parsed.data.slug}`);
  const words = wordCount(content);
  return {
    ...parsed.data,
    ...frontMatterText(data),
    // Our own copy, not visitor input: Markdown to HTML without sanitising.
    html: marked.parse(content, { async: false }),
    words,
    readingMinutes: Math.max(1, Math.round(words / infoFor(locale).wordsPerMinute)),
  };
}

/** Every article in a locale, newest first, as written (price tokens included). */
export function readArticles(locale: string): Article[] {
  const hit = process.env.NODE_ENV === 'development' ? undefined : cache.get(locale);
  if (hit) return hit;
  const articles = articleSlugs
    .map((slug) => readArticle(locale, slug))
    .sort((a, b) => b.published.localeCompare(a.published));
  cache.set(locale, articles);
  return articles;
}

/** Every article as it shows: the price list's amounts in place of price tokens. */
export const getArticles = (locale: Locale): Promise<Article[]> =>
  priced(locale, readArticles(locale));

export const getArticle = async (locale: Locale, slug: string) => {
  const article = readArticles(locale).find((a) => a.slug === slug);
  return article && priced(locale, article);
};
