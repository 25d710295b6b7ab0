import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { loadCompiledMessages } from './messages';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: loadCompiledMessages(locale),
    timeZone: 'Asia/Dubai',
    // As the original site did, a missing translation shows its key; the test suite fails on any
    // key missing in either locale, so this only ever shows during development.
    getMessageFallback: ({ namespace, key }) => (namespace ? `${namespace}.${key}` : key),
    onError: (error) => {
      if (process.env.NODE_ENV === 'development') console.warn(error.message);
    },
  };
});
