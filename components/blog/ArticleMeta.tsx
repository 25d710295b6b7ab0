import { getFormatter, getTranslations } from 'next-intl/server';
import type { Article } from '@/lib/blog/articles';

/** Date, reading time and topic of an article, with Western digits in both languages. */
export async function ArticleMeta({ article }: { article: Article }) {
  const t = await getTranslations('blog');
  const format = await getFormatter();
  const day = (d: string) =>
    format.dateTime(new Date(`${d}T12:00:00Z`), {
      dateStyle: 'long',
      numberingSystem: 'latn',
      timeZone: 'Asia/Dubai',
    });
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-600">
      <span className="rounded-full bg-brand-50 px-2 font-semibold text-brand-800">
        {t(`topics.${article.topic}`)}
      </span>
      <time dateTime={article.published}>
        {t('labels.published', { date: day(article.published) })}
      </time>
      {article.updated && (
        <time dateTime={article.updated}>
          {t('labels.updated', { date: day(article.updated) })}
        </time>
      )}
      <span>{t('labels.readingTime', { minutes: article.readingMinutes })}</span>
    </p>
  );
}
