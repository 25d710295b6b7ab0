import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/connect';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';

// The opening of every private page (a booking's, an AMC request's), reached only by its unguessable
// link: the page's language, its query, and the request its token finds, or a 404 that says nothing
// of whether the token ever existed.

/** What Next hands a private page. */
export type PrivatePageProps = {
  params: Promise<{ locale: Locale; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The page's language, query, database and words, and what `lookup` finds by the token (else 404). */
export async function openPrivatePage<T>(
  { params, searchParams }: PrivatePageProps,
  lookup: (db: Db, token: string) => Promise<T | null>,
) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const { db } = await getDb();
  const found = await lookup(db, token);
  if (!found) notFound();
  return { locale, token, query, db, found, t: serverText(locale) };
}
