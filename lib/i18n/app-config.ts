import type { EnglishMessages } from './message-types';
import type { Locale } from './routing';

// next-intl checks every key passed to useTranslations, getTranslations and t() against the English
// messages, and every locale against the routing's; Arabic has the same keys (lib/i18n/messages.test.ts).
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: EnglishMessages;
  }
}
