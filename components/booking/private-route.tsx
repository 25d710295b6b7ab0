import type { Metadata } from 'next';
import { Unavailable } from '@/components/layout/Unavailable';
import type { Db } from '@/lib/db/connect';
import { localizedPath } from '@/lib/i18n/paths';
import { serverText, type ServerText } from '@/lib/i18n/server-text';
import { openPrivatePage, type PrivatePageProps } from '@/lib/requests/private-page';

// What the route file of every private page (a booking's, an AMC request's, an invoice's) starts with:
// its metadata and its opening, so each says only what it reads and shows.

/**
 * The page's generateMetadata: its title and description in the page's language (one string: the
 * title is the description too), never indexed, and the referrer (which holds the token) kept on
 * this site.
 */
export function privatePageMetadata(
  words: (t: ServerText) => string | { title: string; description: string },
) {
  return async ({ params }: PrivatePageProps): Promise<Metadata> => {
    const { locale } = await params;
    const said = words(serverText(locale));
    return {
      ...(typeof said === 'string' ? { title: said, description: said } : said),
      robots: { index: false, follow: false },
      referrer: 'same-origin',
    };
  };
}

/**
 * openPrivatePage for the page at `${path}/<token>`: what the token finds, or, with the database down,
 * `unavailable`, the view to render instead, whose "try again" reloads this same page.
 */
export async function openPrivateRoute<T>(
  props: PrivatePageProps,
  path: `/${string}`,
  lookup: (db: Db, token: string) => Promise<T | null>,
) {
  const opened = await openPrivatePage(props, lookup);
  if (!opened.unavailable) return { ...opened, unavailable: null };
  return {
    unavailable: <Unavailable again={localizedPath(opened.locale, `${path}/${opened.token}`)} />,
  };
}
