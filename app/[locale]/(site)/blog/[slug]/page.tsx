import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleMeta } from '@/components/blog/ArticleMeta';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { CallToAction } from '@/components/content/CallToAction';
import { JsonLd } from '@/components/content/JsonLd';
import { getArticle, readArticles, type Article } from '@/lib/blog/articles';
import { statedPrices } from '@/lib/pricing/priced';
import { articleServices, articleSlugs, blogPath } from '@/lib/catalogue';
import { NavLink as Link } from '@/components/i18n/NavLink';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { articleNode, graph, offerNodes } from '@/lib/seo/structured-data';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => articleSlugs.map((slug) => ({ slug }));

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params;
  const article = await getArticle(locale, slug);
  if (!article) return {};
  const meta = pageMetadata({
    locale,
    path: blogPath(slug),
    title: article.metaTitle,
    description: article.description,
  });
  return {
    ...meta,
    openGraph: {
      ...meta.openGraph,
      type: 'article',
      publishedTime: article.published,
      modifiedTime: article.updated ?? article.published,
    },
  };
}

export default async function ArticlePage({ params }: Props) {
  const { locale, slug } = await params;
  const article = await getArticle(locale, slug);
  if (!article) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('blog');
  // The article as written names the prices it states; the page shows them and their offers.
  const offers = await statedPrices(readArticles(locale).find((a) => a.slug === slug));
  const related = (await Promise.all(article.related.map((r) => getArticle(locale, r)))).filter(
    (r): r is Article => r !== undefined,
  );
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: t('name'), href: blogPath() },
          { label: article.title, href: blogPath(slug) },
        ]}
      />
      <article className="mx-auto max-w-3xl px-4 pt-6 pb-12">
        <header>
          <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{article.title}</h1>
          <div className="mt-3">
            <ArticleMeta article={article} />
          </div>
          <p className="mt-2 text-sm text-gray-600">
            {t('labels.by', { role: article.authorRole })}
          </p>
        </header>
        <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />
        {/* Not deferred (render-near-view): a few links, cheap to lay out, and its 400 px estimate
            (twice its height) moved the call to action below it once it was drawn. */}
        {related.length > 0 && (
          <aside className="mt-12 rounded-lg bg-brand-50 p-5">
            <h2 className="text-lg font-bold text-brand-900">{t('labels.related')}</h2>
            <ul className="mt-2 space-y-2">
              {related.map((r) => (
                <li key={r.slug}>
                  <Link href={blogPath(r.slug)} className="text-brand-700 hover:underline">
                    {r.title}
                  </Link>
                </li>
              ))}
            </ul>
          </aside>
        )}
        <CallToAction quoteQuery={{ service: articleServices[article.slug] }} />
        <JsonLd data={graph(articleNode(locale, blogPath(slug), article), ...offerNodes(offers))} />
      </article>
    </>
  );
}
