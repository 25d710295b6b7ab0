import { routing, type Locale } from './routing';

/**
 * The address of a path in a locale, as the routing serves it: the default language unprefixed, the
 * others under /<locale> (next-intl's 'as-needed' prefix). For code outside React that cannot call
 * getPathname from ./navigation (metadata, robots.txt, route handlers); a test keeps the two equal.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
