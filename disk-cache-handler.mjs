// The page cache of a single instance (next.config.ts sets it as `cacheHandler` unless REDIS_URL is
// set, and for every build): Next's own file-system cache, plus the Content-Security-Policy of each page
// it stores written into that page's own headers (lib/security/csp.ts, stampPagePolicy).
//
// Why here and not in proxy.ts: a page that states prices is regenerated every 30 s, and each
// regeneration has other inline scripts. The proxy answers before Next has read the page, so a policy
// made there from whatever was on disk could belong to another version than the one sent (a page
// written between the two reads, or rendered while the visitor waits). Next sends an entry's headers
// with that entry's HTML, whether read from disk or just rendered and stored, so the two always match.
//
// Loaded by `next build` and `next start` as it is (no bundling), hence plain JavaScript; Node strips
// the types of the one TypeScript file it imports.
import { createRequire } from 'node:module';
import { stampPagePolicy } from './lib/security/csp.ts';

const FileSystemCache = createRequire(import.meta.url)(
  'next/dist/server/lib/incremental-cache/file-system-cache.js',
).default;

export default class DiskCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    // Also the pages the build wrote before this handler stamped them, and a policy made with the
    // Supabase origin this server runs with.
    stampPagePolicy(key, entry?.value);
    return entry;
  }

  async set(key, data, ctx) {
    // Before it is stored, on the very object Next then answers with when it rendered the page for
    // this request.
    stampPagePolicy(key, data);
    return super.set(key, data, ctx);
  }
}
