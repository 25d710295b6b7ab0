import { getLocale, getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { breadcrumbNode, graph } from '@/lib/seo/structured-data';
import type { Locale } from '@/lib/i18n/routing';
import { JsonLd } from './JsonLd';

export interface Crumb {
  label: string;
  href: string;
}

/** Home > … > current page, with its BreadcrumbList structured data. */
export async function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = await getTranslations('common.breadcrumb');
  const locale = (await getLocale()) as Locale;
  const all = [{ label: t('home'), href: '/' }, ...trail];
  return (
    <nav aria-label={t('label')} className="mx-auto max-w-5xl px-4 pt-6 text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-1">
        {all.map((c, i) => (
          <li key={c.href} className="flex items-center gap-1">
            {i > 0 && (
              <span aria-hidden="true" className="text-gray-400">
                /
              </span>
            )}
            {i === all.length - 1 ? (
              <span aria-current="page" className="font-medium text-gray-900">
                {c.label}
              </span>
            ) : (
              <Link href={c.href} className="hover:text-brand-700 hover:underline">
                {c.label}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={graph(breadcrumbNode(locale, all))} />
    </nav>
  );
}
