import format from 'icu-minify/format';
import type { CompiledMessage } from 'icu-minify/format';
import type { MessageKeys, Messages, NestedKeyOf } from 'next-intl';
import { loadCompiledMessages } from './messages';
import { localeInfo, type Locale } from './locales';
import { isMessageKey } from './message-key';

export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;
export type TextValues = Record<string, string | number>;

// Words for code that runs outside a page (e-mails from the outbox, the .ics file): no request, so no
// next-intl request config. The same compiled messages the pages format, formatted by the same small
// icu-minify runtime, so this works alike in a route handler, a script and a test.

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...args),
};

/** A translator over every message of a language; a key is checked by the types (or isMessageKey). */
export function serverText(locale: Locale) {
  const messages = loadCompiledMessages(locale);
  const t = (key: MessageKey, values?: TextValues): string => {
    const message = key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        messages,
      );
    if (message === undefined) throw new Error(`missing message ${key}`);
    return String(
      format(message as CompiledMessage, localeInfo[locale].numberTag, values, {
        formatters,
        timeZone: 'Asia/Dubai',
      }),
    );
  };
  /** For a key built at run time (a window id, a status): undefined when there is no such message. */
  const maybe = (key: string, values?: TextValues): string | undefined =>
    isMessageKey(messages, key) ? t(key, values) : undefined;
  return Object.assign(t, { maybe });
}
export type ServerText = ReturnType<typeof serverText>;
