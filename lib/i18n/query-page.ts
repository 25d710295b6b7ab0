import { setRequestLocale } from 'next-intl/server';
import type { Locale } from './routing';

/** What Next hands a page that reads its query string (a pre-filled form, a filter). */
export type QueryPageProps = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * The opening of such a page: its language, set for the request before anything reads messages
 * (next-intl's server functions take it from there), and its query.
 */
export async function openQueryPage({ params, searchParams }: QueryPageProps) {
  const { locale } = await params;
  setRequestLocale(locale);
  return { locale, query: await searchParams };
}
