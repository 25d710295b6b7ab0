import fs from 'node:fs';
import path from 'node:path';
import { notFound } from 'next/navigation';
import compile from 'icu-minify/compile';
import type { Messages } from 'next-intl';
import { priceTokenPattern } from '@/lib/pricing/price-text';
import { locales } from './routing';

// Messages live as many small JSON files under messages/<locale>/; the folder path becomes the key
// path (messages/en/service/hvac.json -> service.hvac.*). Read once per locale per process. Their type,
// Messages, is the English files' (lib/i18n/app-config.ts); Arabic has the same keys (messages.test.ts).

type Tree = { [key: string]: unknown };

const cache = new Map<string, Messages>();

function setDeep(target: Tree, keys: string[], value: unknown) {
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Tree;
  }
  node[keys.at(-1)!] = value;
}

export function messagesDir(locale: string) {
  return path.join(process.cwd(), 'messages', locale);
}

export function loadMessages(locale: string): Messages {
  // A path like /favicon.ico reaches the [locale] segment as a "locale": that is a 404, not a crash.
  if (!(locales as readonly string[]).includes(locale)) notFound();
  // In development the files change under a running server, so they are read afresh each time.
  const hit = process.env.NODE_ENV === 'development' ? undefined : cache.get(locale);
  if (hit) return hit;
  const root = messagesDir(locale);
  const tree: Tree = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) {
        const keys = path
          .relative(root, full)
          .replace(/\.json$/, '')
          .split(path.sep);
        setDeep(tree, keys, JSON.parse(fs.readFileSync(full, 'utf8')));
      }
    }
  };
  walk(root);
  // The one place the files become typed, as any JSON.parse does.
  const out = tree as Messages;
  cache.set(locale, out);
  return out;
}

/**
 * A price token ({{price:id}}, lib/pricing/price-text.ts) is not ICU syntax: quoted, it passes through
 * ICU formatting as text, for the code that fills it with the price list's amount.
 */
export const quotePriceTokens = (message: string) => message.replace(priceTokenPattern, "'$&'");

const compiledCache = new Map<string, Messages>();

/** Every string of a message tree compiled by icu-minify; plain strings stay plain strings. */
export function compileMessages<T>(value: T): T {
  if (typeof value === 'string') {
    const compiled = compile(quotePriceTokens(value));
    // icu-minify builds plural and select cases on null-prototype objects, which React cannot pass
    // to client components: a JSON round trip makes them plain (compiled messages are JSON by design).
    return (typeof compiled === 'string' ? compiled : JSON.parse(JSON.stringify(compiled))) as T;
  }
  if (Array.isArray(value)) return value.map((v) => compileMessages(v)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compileMessages(v)])) as T;
  return value;
}

/**
 * The messages next-intl formats, server and browser alike: compiled once per locale, because the
 * site's bundles format with use-intl's small precompiled-message formatter (next.config.ts aliases
 * use-intl/format-message to format-only). A browser then neither downloads the ICU parser nor parses
 * messages while it hydrates. Code that reads copy as data (page-copy, collections) keeps loadMessages.
 */
export function loadCompiledMessages(locale: string): Messages {
  const hit = process.env.NODE_ENV === 'development' ? undefined : compiledCache.get(locale);
  if (hit) return hit;
  const compiled = compileMessages(loadMessages(locale));
  compiledCache.set(locale, compiled);
  return compiled;
}

/** Flattens nested messages to dotted keys (arrays by index), for parity checks. */
export function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => flattenKeys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}
