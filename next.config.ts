import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const siteHost = (() => {
  try {
    return new URL(process.env.SITE_URL ?? 'http://localhost:3000').host;
  } catch {
    return 'localhost:3000';
  }
})();

// Sent with every response. The Content-Security-Policy sets the directives that never depend on the
// page; a script-src without 'unsafe-inline' (hashes per prerendered page) is not done yet.
const securityHeaders = [
  { key: 'Content-Security-Policy', value: "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'" },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // gzip in Node (read when `next start` starts, not at build time). NEXT_COMPRESS=0 switches it off for
  // a proxy that compresses everything itself; deploy/nginx.conf keeps it on so that its cache stores
  // each page gzipped once (see there), and bench/throughput.ts measures what it costs.
  compress: process.env.NEXT_COMPRESS !== '0',
  // PGlite loads its WebAssembly and data files from its own package folder at run time, and resvg is
  // a native module: bundling either would break them, so Node requires both from node_modules.
  serverExternalPackages: ['@electric-sql/pglite', '@resvg/resvg-js'],
  experimental: {
    serverActions: {
      // Lead forms are a few kilobytes; anything much larger is refused before it reaches the action.
      bodySizeLimit: '64kb',
      // Actions accept posts from the site's own origin only (set SITE_URL in production).
      allowedOrigins: [siteHost],
    },
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders }];
  },
};

export default withNextIntl(nextConfig);
