import 'server-only';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { getDb } from '@/lib/db/client';
import type { Db } from '@/lib/db/connect';
import { withDeadline } from '@/lib/db/deadline';
import { noteDatabaseFailure } from '@/lib/db/seen-down';
import { errorCode, log } from '@/lib/log';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';

// The opening of every private page (a booking's, an AMC request's), reached only by its unguessable
// link: the page's language, its query, and the request its token finds, or a 404 that says nothing
// of whether the token ever existed, or, with the database down, a page that says so.

/** What Next hands a private page. */
export type PrivatePageProps = {
  params: Promise<{ locale: Locale; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** How long a private page waits for its database reads before it says it cannot show the page. */
export const PRIVATE_PAGE_WAIT_MS = 4_000;

/**
 * The page's language, query and words, and what `lookup` reads by the token (else a 404). A database
 * that fails or does not answer within PRIVATE_PAGE_WAIT_MS gives `unavailable`: the page then renders
 * the "cannot show this page right now" view on the server (components/layout/Unavailable.tsx), which
 * reads the same without JavaScript, where a thrown error would leave an empty page. So `lookup` reads
 * everything the page needs from the database.
 */
export async function openPrivatePage<T>(
  { params, searchParams }: PrivatePageProps,
  lookup: (db: Db, token: string) => Promise<T | null>,
) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const t = serverText(locale);
  let found: T | null;
  try {
    found = await withDeadline(PRIVATE_PAGE_WAIT_MS, async () => lookup((await getDb()).db, token));
  } catch (error) {
    log.error('private_page.read_failed', errorCode(error));
    noteDatabaseFailure();
    return { unavailable: true as const, locale, token, query, t };
  }
  if (!found) notFound();
  return { unavailable: false as const, locale, token, query, found, t };
}
