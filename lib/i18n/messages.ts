import fs from 'node:fs';
import path from 'node:path';
import { notFound } from 'next/navigation';
import { locales } from './routing';

// Messages live as many small JSON files under messages/<locale>/; the folder path becomes the key
// path (messages/en/service/hvac.json -> service.hvac.*). Read once per locale per process.

export type Messages = Record<string, unknown>;

const cache = new Map<string, Messages>();

function setDeep(target: Messages, keys: string[], value: unknown) {
  let node = target;
  for (const key of keys.slice(0, -1)) {
    node[key] ??= {};
    node = node[key] as Messages;
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
  const out: Messages = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.json')) {
        const keys = path.relative(root, full).replace(/\.json$/, '').split(path.sep);
        setDeep(out, keys, JSON.parse(fs.readFileSync(full, 'utf8')));
      }
    }
  };
  walk(root);
  cache.set(locale, out);
  return out;
}

/** Flattens nested messages to dotted keys (arrays by index), for parity checks. */
export function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => flattenKeys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}
