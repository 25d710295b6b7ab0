import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getPageCopy } from '@/lib/content/page-copy';
import type { Locale } from '@/lib/i18n/routing';

/**
 * What a page of copy (a service, an emirate's hub, a trade …) opens with once its params are known
 * to be a page: the request's locale, the shared `common` messages and the page's copy.
 */
export async function openCopyPage(locale: Locale, namespace: string) {
  setRequestLocale(locale);
  const t = await getTranslations('common');
  const copy = await getPageCopy(locale, namespace);
  return { t, copy };
}
