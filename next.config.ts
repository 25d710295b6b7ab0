import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files from its own package folder at run time, and resvg is
  // a native module: bundling either would break them, so Node requires both from node_modules.
  serverExternalPackages: ['@electric-sql/pglite', '@resvg/resvg-js'],
  // Lead forms are a few kilobytes; anything much larger is refused before it reaches the action.
  experimental: { serverActions: { bodySizeLimit: '64kb' } },
};

export default withNextIntl(nextConfig);
