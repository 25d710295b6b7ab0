import { routing, type Locale } from './routing';

export type { Locale };

/** Everything the code decides per language, in one table instead of `locale === 'ar'` checks. */
export interface LocaleInfo {
  /** BCP 47 tag for Intl formatters, RSS <language> and the like (UAE region). */
  bcp47: string;
  /** Number formatting tag: Arabic pages keep Western digits, as the copy does. */
  numberTag: string;
  /** Open Graph's locale (language_TERRITORY). */
  openGraph: string;
  dir: 'ltr' | 'rtl';
  /** Which self-hosted font face the pages and social cards use. */
  face: 'latin' | 'arabic';
  /** Tailwind class of that face on <body>. */
  fontClass: string;
  /** Average adult reading speed, words per minute, for the blog's reading time. */
  wordsPerMinute: number;
  /** Characters per title line on a social card (Arabic glyphs run narrower). */
  cardTitleChars: number;
  /** The other language, for the language switcher and alternate names. */
  other: Locale;
  /** The language's name where a phone's header has no room for the whole one (below 360 px). */
  shortName: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: {
    bcp47: 'en-AE',
    numberTag: 'en-AE',
    openGraph: 'en_AE',
    dir: 'ltr',
    face: 'latin',
    fontClass: 'font-sans',
    wordsPerMinute: 200,
    cardTitleChars: 28,
    other: 'ar',
    shortName: 'EN',
  },
  ar: {
    bcp47: 'ar-AE',
    numberTag: 'ar-AE-u-nu-latn',
    openGraph: 'ar_AE',
    dir: 'rtl',
    face: 'arabic',
    fontClass: 'font-arabic',
    wordsPerMinute: 180,
    cardTitleChars: 30,
    other: 'en',
    shortName: 'عربي',
  },
};

/**
 * The table row of a locale given as a plain string; unknown: the default language's. Metadata runs
 * before the layout rejects an unknown locale segment (/%2F%2Fhost), so it must not crash there.
 */
export const infoFor = (locale: string): LocaleInfo =>
  localeInfo[locale in localeInfo ? (locale as Locale) : routing.defaultLocale];

/** A locale from untrusted input (a form field, a query string), English when it is not one of ours. */
export const localeFrom = (value: unknown): Locale =>
  typeof value === 'string' && value in localeInfo ? (value as Locale) : routing.defaultLocale;
