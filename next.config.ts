import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security/headers';
import { actionKeyProblem } from './lib/config/action-key';
import { pageExtensions } from './lib/config/page-extensions';
import { runtimeProblem } from './lib/config/runtime';
import { guessedUrlRedirects } from './lib/catalogue/redirects';

// next build, next start and next dev all load this file: none of them runs on an end-of-life Node.
const nodeProblem = runtimeProblem();
if (nodeProblem) throw new Error(nodeProblem);

const keyProblem = actionKeyProblem(process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY);
if (keyProblem) throw new Error(keyProblem);

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
  // Test-only routes are compiled only into the end-to-end build (npm run build:test).
  pageExtensions: pageExtensions(process.env.ENABLE_TEST_ROUTES === '1'),
  // gzip in Node (read when `next start` starts, not at build time). NEXT_COMPRESS=0 switches it off for
  // a proxy that compresses everything itself; deploy/nginx.conf keeps it on so that its cache stores
  // each page gzipped once (see there), and bench/throughput.ts measures what it costs.
  compress: process.env.NEXT_COMPRESS !== '0',
  // PGlite loads its WebAssembly and data files from its own package folder at run time, and resvg is
  // a native module: bundling either would break them, so Node requires both from node_modules.
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
  serverExternalPackages: ['@electric-sql/pglite', '@resvg/resvg-js'],
  experimental: {
    serverActions: {
      // Lead forms are a few kilobytes, but a longer post (a pasted document) must come back as the
      // form with what was typed and a "too long" error in the page's language, not Next's bare 500:
      // so the action reads up to 1 MB (the lead schemas refuse long fields), and the proxy answers a
      // larger post with a localised 413 page (lib/security/body-limit.ts, maxFormBodyBytes).
      bodySizeLimit: '1mb',
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
      { source: '/:path*', headers: securityHeaders },
      // Subset fonts carry a content hash in their names (scripts/subset-fonts.ts): a change is a new URL.
      {
        source: '/fonts/:file*',
        headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
