import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import type { CompiledMessage } from 'icu-minify/format';
import { _createCache, _createIntlFormatters } from 'next-intl';
import type { ReactNode } from 'react';
import formatCompiled from 'use-intl/format-message/format-only';
import { compileMessages, loadMessages, quotePriceTokens } from './messages';
import { locales } from './routing';

// The site formats precompiled messages (next.config.ts aliases use-intl/format-message to format-only).
// Every message of both languages must read exactly as the ICU formatter would have written it, for
// plain text, arguments, plurals, selects and rich-text tags alike.

type Leaf = { key: string; message: string };
const leaves = (value: unknown, prefix = ''): Leaf[] =>
  typeof value === 'string'
    ? [{ key: prefix, message: value }]
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
      : [];

/** Values for every argument and tag of a compiled message: numbers for plurals, the first case for selects. */
type Sample = string | number | Date | ((chunks: ReactNode) => string);
function sampleValues(
  compiled: unknown,
  values: Record<string, Sample> = {},
): Record<string, Sample> {
  if (!Array.isArray(compiled)) return values;
  const [name, type, options] = compiled as [unknown, unknown, unknown];
  if (typeof name === 'string') {
    if (type === undefined) values[name] ??= `[${name}]`;
    else if (type === 2 || type === 3 || type === 4) values[name] = 3;
    else if (type === 1)
      values[name] = Object.keys(options as object).find((k) => k !== 'other') ?? 'other';
    else if (type === 5 || type === 6) values[name] = new Date('2026-01-02T03:04:05Z');
    else if (typeof type !== 'number')
      values[name] = (chunks: ReactNode) =>
        `<${name}>${Array.isArray(chunks) ? chunks.join('') : String(chunks)}</${name}>`;
  }
  for (const part of compiled) {
    if (Array.isArray(part)) sampleValues(part, values);
    else if (part && typeof part === 'object')
      for (const v of Object.values(part)) sampleValues(v, values);
  }
  return values;
}

const joined = (out: unknown) => (Array.isArray(out) ? out.join('') : String(out));

describe.each(locales)('precompiled messages in %s', (locale) => {
  const all = leaves(loadMessages(locale));
  const cache = _createCache();
  const formatters = _createIntlFormatters(cache);

  it('has messages to check, with arguments and tags among them', () => {
    expect(all.length).toBeGreaterThan(1000);
    expect(
      all.filter(({ message }) => Array.isArray(compileMessages(message))).length,
    ).toBeGreaterThan(50);
  });

  it('formats every message as intl-messageformat does', () => {
    const differences: string[] = [];
    for (const { key, message } of all) {
      const compiled = compileMessages<CompiledMessage>(message);
      const values = sampleValues(compiled);
      const expected = joined(
        new IntlMessageFormat(quotePriceTokens(message), locale).format(values),
      );
      const actual = joined(
        formatCompiled(key, compiled, values, {
          cache,
          formatters,
          locale,
          timeZone: 'Asia/Dubai',
        }),
      );
      if (actual !== expected)
        differences.push(`${key}: ${JSON.stringify(actual)} != ${JSON.stringify(expected)}`);
    }
    expect(differences).toEqual([]);
  });
});
