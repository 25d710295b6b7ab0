import { localeInfo, type Locale } from '@/lib/i18n/locales';

/** "January 2027" / «يناير 2027» for a YYYY-MM value (Western digits in both languages). */
export const monthLabel = (month: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeInfo[locale].numberTag, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T00:00:00Z`));
