import type { MetadataRoute } from 'next';
import { business } from '@/lib/config/business';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // Private and per-visitor pages: admin, sign-in and the database status page.
      disallow: [
        '/admin',
        '/ar/admin',
        '/sign-in',
        '/ar/sign-in',
        '/sign-up',
        '/ar/sign-up',
        '/forgot-password',
        '/ar/forgot-password',
        '/reset-password',
        '/ar/reset-password',
        '/database-test',
        '/ar/database-test',
        '/api/',
      ],
    },
    sitemap: `${business.siteUrl}/sitemap.xml`,
  };
}
