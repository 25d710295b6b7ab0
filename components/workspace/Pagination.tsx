import { getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';

/** Previous and next links around "page n of m"; `query` writes a page's address parameters. */
export async function Pagination({
  pathname,
  page,
  pages,
  query,
}: {
  pathname: '/admin';
  page: number;
  pages: number;
  query: (page: number) => Record<string, string>;
}) {
  const t = await getTranslations('admin.pagination');
  return (
    <nav aria-label={t('label')} className="mt-4 flex items-center gap-3 text-sm">
      {page > 1 && (
        <Link href={{ pathname, query: query(page - 1) }} className="underline">
          {t('previous')}
        </Link>
      )}
      <span>{t('page', { page, pages })}</span>
      {page < pages && (
        <Link href={{ pathname, query: query(page + 1) }} className="underline">
          {t('next')}
        </Link>
      )}
    </nav>
  );
}
