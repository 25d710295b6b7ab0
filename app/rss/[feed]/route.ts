import { getTranslations } from 'next-intl/server';
import { getArticles } from '@/lib/blog/articles';
import { blogPath } from '@/lib/catalogue';
import { business } from '@/lib/config/business';
import { infoFor } from '@/lib/i18n/locales';
import { locales, type Locale } from '@/lib/i18n/routing';
import { absoluteUrl } from '@/lib/seo/metadata';

// One RSS 2.0 feed per language: /rss/en.xml and /rss/ar.xml, prerendered at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;
export const generateStaticParams = () => locales.map((locale) => ({ feed: `${locale}.xml` }));

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function GET(_request: Request, { params }: { params: Promise<{ feed: string }> }) {
  const locale = (await params).feed.replace(/\.xml$/, '') as Locale;
  const t = await getTranslations({ locale, namespace: 'blog' });
  const items = (await getArticles(locale)).map((a) => {
    const url = absoluteUrl(locale, blogPath(a.slug));
    return `<item><title>${escape(a.title)}</title><link>${url}</link><guid isPermaLink="true">${url}</guid><description>${escape(a.summary)}</description><category>${escape(t(`topics.${a.topic}`))}</category><pubDate>${new Date(`${a.published}T08:00:00+04:00`).toUTCString()}</pubDate></item>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${escape(`${t('meta.title')} | ${business.name[locale]}`)}</title><link>${absoluteUrl(locale, blogPath())}</link><atom:link href="${business.siteUrl}/rss/${locale}.xml" rel="self" type="application/rss+xml"/><description>${escape(t('meta.description'))}</description><language>${infoFor(locale).bcp47}</language>${items.join('')}</channel></rss>`;
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
