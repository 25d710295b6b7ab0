import type { Metadata } from 'next';
import { business } from '@/lib/config/business';
import type { Locale } from '@/lib/i18n/routing';

/** Absolute URL of a catalogue path in a locale, from the configured site URL (never the request host). */
export function absoluteUrl(locale: Locale, path: string): string {
  const localized = locale === 'en' ? path : path === '/' ? '/ar' : `/ar${path}`;
  return `${business.siteUrl}${localized === '/' ? '' : localized}` || business.siteUrl;
}

/** Title, description, self-canonical and reciprocal hreflang alternates for one page. */
export function pageMetadata({ locale, path, title, description, noindex }: {
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
  return {
    title: { absolute: fullTitle },
    description,
    alternates: {
      canonical: url,
      languages: { en: absoluteUrl('en', path), ar: absoluteUrl('ar', path), 'x-default': absoluteUrl('en', path) },
    },
    openGraph: {
      title: fullTitle,
      description,
      url,
      siteName: brand,
      locale: locale === 'ar' ? 'ar_AE' : 'en_AE',
      type: 'website',
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description },
    robots: noindex ? { index: false, follow: false } : undefined,
  };
}
