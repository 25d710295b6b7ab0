import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';
import type { Locale } from '@/lib/i18n/routing';
import { serverText, type MessageKey } from '@/lib/i18n/server-text';
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

/** The message namespaces that hold a page's `title` and `description` side by side. */
type MetaNamespace =
  | {
      [K in MessageKey]: K extends `${infer N}.title`
        ? `${N}.description` extends MessageKey
          ? N
          : never
        : never;
    }[MessageKey]
  // The home and price pages' namespaces, which the mapped type above misses on a union this large
  // (both keys exist: the casts below are checked by serverText at run time and by the copy tests).
  | 'home.meta'
  | 'prices.meta';

/** A page's title and description in its messages: `<namespace>.title` and `.description`. */
function metaFromMessages(locale: Locale, namespace: MetaNamespace): PageMeta {
  const t = serverText(locale);
  return {
    title: t(`${namespace}.title` as MessageKey),
    description: t(`${namespace}.description` as MessageKey),
  };
}

/** For metadataOf: the title and description under a message namespace (e.g. 'home.meta'). */
export const metaMessages = (namespace: MetaNamespace) => async (locale: Locale) =>
  metaFromMessages(locale, namespace);

/** A page's metadata (pageMetadata) from the title and description under a message namespace. */
export function messageMetadata(locale: Locale, path: string, namespace: MetaNamespace): Metadata {
  return pageMetadata({ locale, path, ...metaFromMessages(locale, namespace) });
}
