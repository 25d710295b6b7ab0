import type { Metadata } from 'next';
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
