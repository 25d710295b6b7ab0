import type { Metadata } from 'next';
import { business } from '@/lib/config/business';
import { infoFor } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { locales, routing, type Locale } from '@/lib/i18n/routing';

/** Absolute URL of a catalogue path in a locale, from the configured site URL (never the request host). */
export function absoluteUrl(locale: Locale, path: string): string {
  const localized = localizedPath(locale, path);
  return `${business.siteUrl}${localized === '/' ? '' : localized}` || business.siteUrl;
}

/** hreflang alternates of a path: every locale, and x-default for the default language. */
export function alternateLanguages(path: string): Record<Locale | 'x-default', string> {
  return {
    ...(Object.fromEntries(locales.map((l) => [l, absoluteUrl(l, path)])) as Record<
      Locale,
      string
    >),
    'x-default': absoluteUrl(routing.defaultLocale, path),
  };
}

/** The social card of a page: /og/<locale>/<path>.png (the home page is /og/<locale>/index.png). */
export const ogImagePath = (locale: Locale, path: string) =>
  `/og/${locale}${path === '/' ? '/index' : path}.png`;

/** Title, description, self-canonical and reciprocal hreflang alternates for one page. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  noindex,
}: {
  locale: Locale;
  path: string;
  title: string;
  description: string;
  noindex?: boolean;
}): Metadata {
  const brand = business.name[locale];
  // Copy titles are at most 42 characters, so with the short brand a title stays within 60.
  const fullTitle = `${title} | ${business.shortName[locale]}`;
  const url = absoluteUrl(locale, path);
  // Private pages have no social card.
  const image = noindex ? undefined : `${business.siteUrl}${ogImagePath(locale, path)}`;
  return {
    title: { absolute: fullTitle },
    description,
    alternates: {
      canonical: url,
      languages: alternateLanguages(path),
    },
    openGraph: {
      title: fullTitle,
      description,
      url,
      siteName: brand,
      locale: infoFor(locale).openGraph,
      type: 'website',
      images: image ? [{ url: image, width: 1200, height: 630, alt: title }] : undefined,
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: image ? [image] : undefined,
    },
    robots: noindex ? { index: false, follow: false } : undefined,
  };
}
