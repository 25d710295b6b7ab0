import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo/metadata';
import type { Locale } from '@/lib/i18n/routing';
import { getPageCopy } from './page-copy';

/** Metadata of a content page straight from its copy. */
export async function copyMetadata(
  locale: Locale,
  namespace: string,
  path: string,
): Promise<Metadata> {
  const copy = await getPageCopy(locale, namespace);
  return pageMetadata({ locale, path, title: copy.meta.title, description: copy.meta.description });
}

type PageMeta = { title: string; description: string };

/**
 * The generateMetadata of a page with one address per locale, whose title and description `read`
 * finds for the locale (its messages, its collection's copy).
 */
export function metadataOf(
  path: string,
  read: (locale: Locale) => Promise<PageMeta>,
  options: { noindex?: boolean } = {},
) {
  return async ({ params }: { params: Promise<{ locale: Locale }> }): Promise<Metadata> => {
    const { locale } = await params;
    return pageMetadata({ locale, path, ...(await read(locale)), ...options });
  };
}

/** A page's title and description in its messages' `meta` (`title`, `description`). */
export const metaMessages =
  (namespace: 'home' | 'prices') =>
  async (locale: Locale): Promise<PageMeta> => {
    const t = await getTranslations({ locale, namespace });
    return { title: t('meta.title'), description: t('meta.description') };
  };
