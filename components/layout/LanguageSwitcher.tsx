'use client';

import NextLink from 'next/link';
import { useRouter } from 'next/navigation';
import { getPathname, usePathname } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

// A real link to the same page in the other language: works without JavaScript and can be crawled.
// `other` comes from the server's locale table (localeInfo[locale].other): importing the table here
// would put it into the script of every page.
//
// The address is the final one ("/about", "/ar/about"): next-intl's Link forces a prefix when it is
// given a locale ("/en/about"), which the proxy then answers with a 307 to "/about".
export function LanguageSwitcher({
  other,
  label,
  title,
  short,
}: {
  other: Locale;
  label: string;
  title: string;
  /** Shown instead of the label below 360 px, where the public header has no room for it. */
  short?: string;
}) {
  const pathname = usePathname();
  const router = useRouter();
  const href = getPathname({ href: pathname, locale: other });
  return (
    <NextLink
      href={href}
      prefetch={false}
      hrefLang={other}
      lang={other}
      title={title}
      data-testid="language-switcher"
      // Keep the query string (a calculator's inputs live there) when switching language.
      onClick={(event) => {
        if (!window.location.search) return;
        event.preventDefault();
        router.push(href + window.location.search);
      }}
      className="rounded-md px-1.5 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-2"
    >
      {short ? (
        <>
          {/* The whole name is the link's name at every width; the short one is only drawn. */}
          <span className="max-[359px]:sr-only">{label}</span>
          <span aria-hidden="true" className="hidden max-[359px]:inline">
            {short}
          </span>
        </>
      ) : (
        label
      )}
    </NextLink>
  );
}
