'use client';

import { Link, usePathname, useRouter } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

// A real link to the same page in the other language: works without JavaScript and can be crawled.
// `other` comes from the server's locale table (localeInfo[locale].other): importing the table here
// would put it into the script of every page.
export function LanguageSwitcher({
  other,
  label,
  title,
}: {
  other: Locale;
  label: string;
  title: string;
}) {
  const pathname = usePathname();
  const router = useRouter();
  return (
    <Link
      href={pathname}
      locale={other}
      hrefLang={other}
      lang={other}
      title={title}
      // Keep the query string (a calculator's inputs live there) when switching language.
      onClick={(event) => {
        if (!window.location.search) return;
        event.preventDefault();
        router.push(
          { pathname, query: Object.fromEntries(new URLSearchParams(window.location.search)) },
          { locale: other },
        );
      }}
      className="rounded-md px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {label}
    </Link>
  );
}
