import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { serverText, type MessageKey } from '@/lib/i18n/server-text';
import { pageMetadata } from './metadata';

/** The message namespaces that hold a page's `title` and `description` side by side. */
type MetaNamespace = {
  [K in MessageKey]: K extends `${infer N}.title`
    ? `${N}.description` extends MessageKey
      ? N
      : never
    : never;
}[MessageKey];

/** A page's metadata (pageMetadata) whose title and description are `<namespace>.title` and `.description`. */
export function messageMetadata(locale: Locale, path: string, namespace: MetaNamespace): Metadata {
  const t = serverText(locale);
  return pageMetadata({
    locale,
    path,
    title: t(`${namespace}.title` as MessageKey),
    description: t(`${namespace}.description` as MessageKey),
  });
}
