import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { fixedPolicy, privatePageHeaders, securityHeaders } from './lib/security/headers';
import { actionKeyProblem } from './lib/config/action-key';
import { pageExtensions } from './lib/config/page-extensions';
import { runtimeProblem } from './lib/config/runtime';
import { multiInstanceProblem } from './lib/config/instances';
import { largestFormBodyBytes } from './lib/security/body-sizes';
import { guessedUrlRedirects } from './lib/catalogue/redirects';

// next build, next start and next dev all load this file: none of them runs on an end-of-life Node.
const nodeProblem = runtimeProblem();
if (nodeProblem) throw new Error(nodeProblem);

const keyProblem = actionKeyProblem(process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY);
if (keyProblem) throw new Error(keyProblem);

// Several instances (scripts/start-production.sh sets SITE_INSTANCES) cannot share the embedded database.
const instancesProblem = multiInstanceProblem({
  SITE_INSTANCES: process.env.SITE_INSTANCES,
  DATABASE_URL: process.env.DATABASE_URL,
});
if (instancesProblem) throw new Error(instancesProblem);

// With REDIS_URL (read when `next start` starts) every instance keeps its page cache in that Redis
// (cache-handler.mjs) instead of on its own disk and in its own memory; the build itself never needs it.
const sharedCache = Boolean(process.env.REDIS_URL);

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const siteHost = (() => {
  try {
    return new URL(process.env.SITE_URL ?? 'http://localhost:3000').host;
  } catch {
    return 'localhost:3000';
  }
})();

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // No in-memory copy of the page cache: each request reads the page from the store every instance
  // writes to (its disk, or Redis), as when README's throughput and memory figures were measured. (It
  // was first set so that the proxy's policy and the page came from one store; a page now carries its
  // own policy, see disk-cache-handler.mjs.)
  cacheMaxMemorySize: 0,
  // Either cache writes each stored page's Content-Security-Policy into that page's own headers
  // (disk-cache-handler.mjs says why); the build always uses the disk one.
  cacheHandler: path.resolve(sharedCache ? 'cache-handler.mjs' : 'disk-cache-handler.mjs'),
  // Test-only routes are compiled only into the end-to-end build (npm run build:test).
  pageExtensions: pageExtensions(process.env.ENABLE_TEST_ROUTES === '1'),
  // Inlined into the code at build time, so the end-to-end clock (TEST_CLOCK, lib/clock.ts) is honoured
  // by that build only, whatever the environment a production build is later started with.
  env: { TEST_ROUTES_BUILD: process.env.ENABLE_TEST_ROUTES === '1' ? '1' : '0' },
  // gzip in Node (read when `next start` starts, not at build time). NEXT_COMPRESS=0 switches it off for
  // a proxy that compresses everything itself; deploy/nginx.conf keeps it on so that its cache stores
  // each page gzipped once (see there), and bench/throughput.ts measures what it costs.
  compress: process.env.NEXT_COMPRESS !== '0',
  // PGlite loads its WebAssembly and data files from its own package folder at run time, and resvg is
  // a native module: bundling either would break them, so Node requires both from node_modules. So is
  // heic-decode (libheif compiled to WebAssembly, loaded only when a booking brings a HEIC photo); sharp
  // is on Next's own list.
  turbopack: {
    resolveAlias: {
      // use-intl formats precompiled messages (lib/i18n/messages.ts compiles them with icu-minify) instead
      // of parsing ICU strings with intl-messageformat: ~9 KB less gzip JavaScript on every page, and no
      // message parsing or Intl locale lookup while a page hydrates. The same switch next-intl's own
      // `experimental.messages.precompile` makes, for messages that live in many files.
      'use-intl/format-message':
        './node_modules/use-intl/dist/esm/production/format-message/format-only.js',
    },
  },
  serverExternalPackages: [
    '@electric-sql/pglite',
    '@resvg/resvg-js',
    'heic-decode',
    // The shared page cache's client: one copy, loaded from node_modules by next start and by
    // instrumentation.ts alike.
    'redis',
    '@fortedigital/nextjs-cache-handler',
  ],
  experimental: {
    // With a proxy, Next copies each request body for it and passes on only the first 10 MB by default:
    // a booking post with its photos would reach the action cut short and fail to parse.
    proxyClientMaxBodySize: largestFormBodyBytes,
    serverActions: {
      // Lead forms are a few kilobytes and the booking form carries up to 5 photos of 10 MB. Next reads
      // up to the largest post of any path (55 MB); the proxy, which runs before Next reads a body,
      // holds every other path to 1 MB and answers a larger post with a localised 413 page
      // (lib/security/body-sizes.ts, body-limit.ts). Up to its path's limit a post reaches the action,
      // which answers a too-long field or a refused photo with the form and everything typed kept.
      bodySizeLimit: largestFormBodyBytes,
      // Actions accept posts from the site's own origin only (set SITE_URL in production).
      allowedOrigins: [siteHost],
    },
  },
  // Guessed addresses (another emirate's spelling of a page, a neighbourhood without a page of its
  // own): one table, lib/catalogue/redirects.ts.
  async redirects() {
    return guessedUrlRedirects(['', '/ar']);
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders.filter((header) => header !== fixedPolicy) },
      // The complement of proxy.ts's matcher: API routes, Next's own files, anything with an extension.
      { source: '/:path((?:api|_next|_vercel|.*\\.).*)', headers: [fixedPolicy] },
      // A booking's private page (app/[locale]/(site)/book/[token]): its address is the key to the
      // booking, so no referrer carries it to another site and no search engine keeps it. Listed after
      // the site-wide headers, whose Referrer-Policy this one replaces.
      // An AMC request's private page (app/[locale]/(site)/amc-plans/[token]) likewise.
      ...[
        '/book/:token([A-Za-z0-9_-]{43})',
        '/ar/book/:token([A-Za-z0-9_-]{43})',
        '/amc-plans/:token([A-Za-z0-9_-]{43})',
        '/ar/amc-plans/:token([A-Za-z0-9_-]{43})',
        // A tax invoice's private page (app/[locale]/(site)/invoice/[token]) likewise.
        '/invoice/:token([A-Za-z0-9_-]{43})',
        '/ar/invoice/:token([A-Za-z0-9_-]{43})',
      ].map((source) => ({
        source,
        headers: privatePageHeaders,
      })),
      // Subset fonts carry a content hash in their names (scripts/subset-fonts.ts): a change is a new URL.
      {
        source: '/fonts/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
