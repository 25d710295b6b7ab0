import { execFileSync } from 'node:child_process';
import type { MetadataRoute } from 'next';
import { allPages, sourceFile, type PageEntry } from '@/lib/catalogue';
import { locales } from '@/lib/i18n/routing';
import { absoluteUrl, alternateLanguages } from '@/lib/seo/metadata';

// Every public page in both languages, with its alternates, from the same catalogue as the pages.
// Private pages (database status, test routes) are not in the catalogue, so they never appear here.

/** When the copy of a page last changed in git; the build time when git cannot tell. */
function lastModified(page: PageEntry): Date {
  const file = sourceFile(page);
  try {
    const iso = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (iso) return new Date(iso);
  } catch {
    // Not a git checkout (e.g. an exported tarball): fall through.
  }
  return new Date();
}

export default function sitemap(): MetadataRoute.Sitemap {
  return allPages().flatMap((page) => {
    const modified = lastModified(page);
    const languages = alternateLanguages(page.path);
    return locales.map((locale) => ({
      url: absoluteUrl(locale, page.path),
      lastModified: modified,
      alternates: { languages },
    }));
  });
}
