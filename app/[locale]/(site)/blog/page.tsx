import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { ArticleMeta } from '@/components/blog/ArticleMeta';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { getArticles } from '@/lib/blog/articles';
import { blogPath } from '@/lib/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import { messageMetadata } from '@/lib/content/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const meta = messageMetadata(locale, blogPath(), 'blog.meta');
  return {
    ...meta,
    alternates: { ...meta.alternates, types: { 'application/rss+xml': `/rss/${locale}.xml` } },
  };
}

export default async function BlogIndexPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('blog');
  const articles = await getArticles(locale);
  return (
    <>
      <Breadcrumbs trail={[{ label: t('name'), href: blogPath() }]} />
      <section className="mx-auto max-w-5xl px-4 pt-6 pb-12">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{t('h1')}</h1>
        <p className="mt-4 max-w-3xl text-lg text-gray-700">{t('lead')}</p>
        <p className="mt-2 text-sm">
          <a href={`/rss/${locale}.xml`} className="text-brand-700 underline">
            {t('labels.feed')}
          </a>
        </p>
        <ol className="mt-10 space-y-8" data-testid="article-list">
          {articles.map((a) => (
            <li key={a.slug} className="border-b border-gray-200 pb-8">
              <article>
                <h2 className="text-2xl font-bold text-brand-900">
                  <Link href={blogPath(a.slug)} className="hover:underline">
                    {a.title}
                  </Link>
                </h2>
                <div className="mt-2">
                  <ArticleMeta article={a} />
                </div>
                <p className="mt-3 text-gray-800">{a.summary}</p>
              </article>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
