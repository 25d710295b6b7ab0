// The page cache every instance shares (next.config.ts sets it as `cacheHandler` when REDIS_URL is set):
// prerendered and regenerated pages, their RSC payloads and unstable_cache data (the price list) live
// in Redis through @fortedigital/nextjs-cache-handler's `redis-strings` handler, so a price change made
// on one instance is what every instance serves. This file is loaded by `next start` as it is (no
// bundling), hence plain JavaScript; Node strips the types of the one TypeScript file it imports.
//
// Four things are added around the library's handler:
// - A page missing from Redis is read from the build (SharedCacheHandler below).
// - Redis down never stops a page: commands fail at once instead of queueing (disableOfflineQueue),
//   and each instance then reads and writes an in-memory copy until Redis answers again.
// - revalidateTag keeps a tagged page as a stale copy instead of deleting it: every instance then
//   serves that copy once while it renders the page again in the background (what `revalidateTag(tag,
//   'max')` does on one instance), rather than rendering it while a visitor waits.
// - Each stored page carries its own Content-Security-Policy in its headers (lib/security/csp.ts,
//   stampPagePolicy; disk-cache-handler.mjs says why), also when another instance regenerated it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createClient } from 'redis';
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { stampPagePolicy } from './lib/security/csp.ts';

// Next's own disk cache, used here only to read the build's prerendered pages (see SharedCacheHandler).
const FileSystemCache = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/file-system-cache.js',
).default;

const TIMEOUT_MS = 1000;
const SHARED_TAGS = '__sharedTags__';

/** unix:/path/to/redis.sock (the production script's own Redis) or redis://host:port. */
function clientOptions(url) {
  const reconnectStrategy = (retries) => Math.min(250 * 2 ** retries, 5000);
  if (url.startsWith('unix:'))
    return { socket: { path: url.replace(/^unix:(\/\/)?/, ''), reconnectStrategy } };
  return { url, socket: { reconnectStrategy, connectTimeout: TIMEOUT_MS } };
}

/** A handler that uses Redis while it answers and the in-memory one while it does not. */
function sharedWithFallback(client, prefix, redis, memory) {
  const live = () => client.isReady;
  const timeout = () => client.withAbortSignal(AbortSignal.timeout(TIMEOUT_MS));

  /** Tagged pages become stale copies (lastModified in the past); other tagged entries are deleted. */
  async function revalidateShared(tag) {
    const tagged = [];
    let cursor = '0';
    do {
      const part = await timeout().hScan(prefix + SHARED_TAGS, cursor, { COUNT: 10000 });
      for (const { field, value } of part.entries)
        if (JSON.parse(value).includes(tag)) tagged.push(field);
      cursor = part.cursor;
    } while (cursor !== '0');
    const pages = [];
    const others = [];
    for (const key of tagged) {
      const stored = await timeout().get(prefix + key);
      const entry = stored ? JSON.parse(stored) : null;
      if (entry?.value?.kind === 'APP_PAGE') {
        // Just past its revalidate time: stale, but not past `expire`, which would make Next render it
        // while the visitor waits.
        const staleAge = entry.lifespan?.staleAge ?? 60;
        entry.lastModified = Date.now() - (staleAge + 1) * 1000;
        pages.push(timeout().set(prefix + key, JSON.stringify(entry), { KEEPTTL: true }));
      } else others.push(key);
    }
    await Promise.all(pages);
    if (others.length)
      await timeout()
        .multi()
        .unlink(others.map((k) => prefix + k))
        .hDel(prefix + SHARED_TAGS, others)
        .hDel(prefix + '__sharedTagsTtl__', others)
        .exec();
  }

  return {
    name: 'redis-with-memory-fallback',
    async get(key, meta) {
      if (live()) {
        try {
          return await redis.get(key, meta);
        } catch {
          /* Redis stopped answering: this instance's own copy below */
        }
      }
      return memory.get(key, meta);
    },
    async set(key, value, ctx) {
      await Promise.allSettled([
        live() ? redis.set(key, value, ctx) : Promise.resolve(),
        memory.set(key, value, ctx),
      ]);
    },
    async revalidateTag(tag) {
      await memory.revalidateTag(tag);
      if (live()) await revalidateShared(tag);
    },
    async delete(key) {
      await memory.delete?.(key);
      if (live()) await redis.delete?.(key);
    },
  };
}

/**
 * Connects to Redis once per process. Called by the library when Next first uses the cache, and by
 * instrumentation.ts at start, so that the first visitor does not wait for the connection.
 */
export function startSharedCache(buildId = readBuildId()) {
  const store = globalThis;
  store.__siteCacheConfig ??= (async () => {
    const memory = createLruHandler();
    const url = process.env.REDIS_URL;
    if (!url || process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return { handlers: [memory] };
    // One build's pages never meet another build's: the key prefix carries the build id.
    const prefix = `${process.env.REDIS_KEY_PREFIX ?? 'site'}:${buildId ?? 'build'}:`;
    const client = createClient({ ...clientOptions(url), disableOfflineQueue: true });
    let warned = false;
    client.on('error', (error) => {
      // Once per outage, not once per reconnect attempt.
      if (!warned) console.warn(`shared page cache: Redis unreachable (${error?.code ?? error})`);
      warned = true;
    });
    client.on('ready', () => {
      if (warned) console.warn('shared page cache: Redis is back');
      warned = false;
    });
    // Not awaited: an instance starts (and serves from memory) while Redis is down.
    client.connect().catch(() => {});
    await new Promise((resolve) => {
      client.once('ready', resolve);
      setTimeout(resolve, 2000).unref();
    });
    const redis = createRedisHandler({ client, keyPrefix: prefix, timeoutMs: TIMEOUT_MS });
    return { handlers: [sharedWithFallback(client, prefix, redis, memory)] };
  })();
  return store.__siteCacheConfig;
}

function readBuildId() {
  try {
    return fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return undefined;
  }
}

CacheHandler.onCreation(({ buildId }) => startSharedCache(buildId?.trim()));

/**
 * The library's handler, and on a miss for a page the build prerendered, the build's copy from disk
 * (read by Next's own disk cache, never written): what a single `next start` serves before its first
 * regeneration. Without it, the first request for each page after a start (or while Redis is down)
 * would render it while the visitor waits.
 */
export default class SharedCacheHandler extends CacheHandler {
  #build;

  constructor(context) {
    super(context);
    this.#build = context?.fs
      ? new FileSystemCache({ ...context, flushToDisk: false, maxMemoryCacheSize: 0 })
      : null;
  }

  async set(key, data, ctx) {
    // Here, where Next hands over its own entry (the library wraps it before the handlers see it):
    // a page Next rendered while the visitor waited is then sent with the policy stamped on it.
    stampPagePolicy(key, data);
    return super.set(key, data, ctx);
  }

  async get(key, ctx) {
    const entry = await this.#find(key, ctx);
    // The build's copy, or a page another build of this handler stored, carries no policy yet.
    stampPagePolicy(key, entry?.value);
    return entry;
  }

  async #find(key, ctx) {
    const hit = await super.get(key, ctx);
    if (hit || !this.#build || !ctx || ctx.kind === 'FETCH' || !key.startsWith('/route-cache/'))
      return hit;
    return this.#build.get(key, ctx).catch(() => null);
  }
}
