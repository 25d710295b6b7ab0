import type { MetadataRoute } from 'next';
import { business } from '@/lib/config/business';
import { localizedPath } from '@/lib/i18n/paths';
import { locales } from '@/lib/i18n/routing';

// Private and per-visitor pages: admin, sign-in and the database status page, in every language.
const privatePaths = [
  '/admin',
  '/sign-in',
  '/sign-up',
  '/forgot-password',
  '/reset-password',
  '/database-test',
];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        ...privatePaths.flatMap((path) => locales.map((locale) => localizedPath(locale, path))),
        '/api/',
      ],
    },
    sitemap: `${business.siteUrl}/sitemap.xml`,
  };
}
