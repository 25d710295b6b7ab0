import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // PGlite loads its WebAssembly and data files from its own package folder at run time; bundling it
  // would break those paths, so Node requires it from node_modules.
  serverExternalPackages: ['@electric-sql/pglite'],
  // Lead forms are a few kilobytes; anything much larger is refused before it reaches the action.
  experimental: { serverActions: { bodySizeLimit: '64kb' } },
};

export default withNextIntl(nextConfig);
