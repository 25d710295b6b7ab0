import { hasLocale, IntlErrorCode } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { log } from '@/lib/log';
import { loadCompiledMessages } from './messages';
import { routing } from './routing';

// `next build` sets NEXT_PHASE for the workers that prerender pages.
const building = () => process.env.NEXT_PHASE === 'phase-production-build';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: loadCompiledMessages(locale),
    timeZone: 'Asia/Dubai',
    // A missing message shows its key (namespace.key). No visitor should see one: prerendering a page
    // that asks for a missing key fails the build, a page rendered on demand logs it as an error, and
    // tests/e2e/raw-keys.spec.ts reads every page in both languages for keys.
    getMessageFallback: ({ namespace, key }) => (namespace ? `${namespace}.${key}` : key),
    onError: (error) => {
      if (error.code === IntlErrorCode.MISSING_MESSAGE) {
        if (building()) throw error;
        // next-intl's message names the missing key (namespace.key): no visitor input.
        log.error('i18n.missing_message', { locale, detail: error.message });
      } else if (process.env.NODE_ENV === 'development')
        log.warn('i18n.error', { locale, code: error.code, detail: error.message });
    },
  };
});
