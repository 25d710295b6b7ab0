// Addresses visitors guess or other sites link to, and the real page each one means: the one table
// next.config.ts turns into permanent redirects (308), for the English path and its /ar twin.
// Plain data with no imports, because next.config.ts loads it outside the app's module aliases;
// lib/catalogue/redirects.test.ts checks every target against the catalogue.

export interface GuessedUrl {
  /** The guessed path, without the locale prefix. */
  from: string;
  /** The existing page it redirects to, without the locale prefix. */
  to: string;
}

// Each emirate names its AC repair page in its own way (the original site's URLs, kept for search):
// a sibling's spelling leads to the emirate's own page.
const repairPages = {
  dubai: 'ac-repair',
  sharjah: 'ac-repair-cleaning',
  'abu-dhabi': 'repair-cleaning',
} as const;
const repairSpellings = ['ac-repair', 'ac-repair-cleaning', 'repair-cleaning'] as const;

export const guessedUrls: readonly GuessedUrl[] = [
  ...Object.entries(repairPages).flatMap(([emirate, real]) =>
    repairSpellings
      .filter((guess) => guess !== real)
      .map((guess) => ({
        from: `/${emirate}/ac-services/${guess}`,
        to: `/${emirate}/ac-services/${real}`,
      })),
  ),
  // JBR has no page of its own: the Dubai Marina page covers it (JBR is the Marina's beachfront, and
  // that page's FAQ says so), so both spellings of it lead there.
  { from: '/dubai/ac-services/jbr', to: '/dubai/ac-services/dubai-marina' },
  {
    from: '/dubai/ac-services/jumeirah-beach-residence',
    to: '/dubai/ac-services/dubai-marina',
  },
];

/** next.config redirects: each guess in English and Arabic, permanent (308). */
export const guessedUrlRedirects = (prefixes: readonly string[]) =>
  guessedUrls.flatMap(({ from, to }) =>
    prefixes.map((prefix) => ({
      source: `${prefix}${from}`,
      destination: `${prefix}${to}`,
      permanent: true,
    })),
  );
