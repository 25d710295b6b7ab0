import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];

export const routing = defineRouting({
  locales,
  defaultLocale: 'en',
  // English keeps the original site's unprefixed URLs; Arabic lives under /ar.
  localePrefix: 'as-needed',
  // Never redirect by the browser's language: crawlers send none, and people choose with the switcher.
  localeDetection: false,
  // Without detection nothing reads a NEXT_LOCALE cookie; writing one on every response would make every
  // page uncacheable by a shared cache (a response with Set-Cookie is never stored) and costs work.
  localeCookie: false,
  // hreflang links are written into each page's metadata from the catalogue instead.
  alternateLinks: false,
});
