// The rules page copy and articles must meet, written once: the page-copy and article schemas, the unit
// tests and the copy writers' checks (scripts/check-copy.ts, scripts/check-articles.ts) all read them.
// Plain TypeScript with no imports, so the scripts run it with tsx outside the app.

export const copyLimits = {
  /** Page titles: with " | " and the short brand (at most 18 characters) they stay within 60. */
  metaTitleMax: 42,
  /** Meta descriptions: long enough to say something, short enough not to be cut in results. */
  descriptionMin: 50,
  descriptionMax: 160,
  minSections: 3,
  minFaq: 3,
  /** English body words of a service, emirate, area or trade page. */
  minPageWords: 350,
  /** English body words of a blog article. */
  minArticleWords: 600,
  /** Sentences shorter than this may repeat across pages (a short call to action is fine). */
  sharedSentenceMinWords: 8,
} as const;

/** Words of a text, split on white space. */
export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The parts of a page's copy that count as its body: lead, paragraphs, list items, FAQ answers. */
export interface BodyCopy {
  lead: string;
  sections: { paragraphs?: string[]; items?: string[] }[];
  faq: { a: string }[];
}
export const bodyParts = (copy: BodyCopy): string[] => [
  copy.lead,
  ...copy.sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.items ?? [])]),
  ...copy.faq.map((f) => f.a),
];

/** Sentences long enough that two pages sharing one is a doorway-page smell, lower-cased. */
export const longSentences = (parts: string[]): string[] =>
  parts
    .flatMap((t) => t.split(/(?<=[.!?؟])\s+/))
    .map((s) => s.trim().toLowerCase())
    .filter((s) => wordCount(s) >= copyLimits.sharedSentenceMinWords);

/**
 * Sentences that appear on more than one page, as "page & other page: sentence…". A page that differs
 * from its siblings only by the place name is a doorway page.
 */
export function sharedSentences(pages: { id: string; parts: string[] }[]): string[] {
  const seen = new Map<string, string>();
  const shared: string[] = [];
  for (const { id, parts } of pages) {
    for (const s of new Set(longSentences(parts))) {
      const other = seen.get(s);
      if (other && other !== id) shared.push(`${id} & ${other}: ${s.slice(0, 70)}`);
      seen.set(s, id);
    }
  }
  return shared;
}

/** Latin words that may stand in Arabic copy: URL schemes and brand names. */
export const latinAllowedInArabic = ['http', 'https', 'whatsapp'] as const;

/** English words (four letters or more, lower case) left in Arabic text, each once. */
export function englishWordsIn(arabic: string, allowed: readonly string[] = []): string[] {
  const found = arabic.match(/\b[a-z]{4,}\b/g) ?? [];
  const ok = new Set([...latinAllowedInArabic, ...allowed]);
  return [...new Set(found.filter((w) => !ok.has(w)))];
}

/** Arabic copy writes digits as 0-9, as UAE price tags and meters do. */
export const hasArabicIndicDigits = (text: string) => /[٠-٩]/.test(text);

/** Title and description lengths, as problems ("meta.title must be …"); empty when both are fine. */
export function metaProblems(title: string, description: string): string[] {
  const out: string[] = [];
  if (!title || title.length > copyLimits.metaTitleMax)
    out.push(`title must be 1-${copyLimits.metaTitleMax} characters (has ${title.length})`);
  if (
    description.length < copyLimits.descriptionMin ||
    description.length > copyLimits.descriptionMax
  )
    out.push(
      `description must be ${copyLimits.descriptionMin}-${copyLimits.descriptionMax} characters (has ${description.length})`,
    );
  return out;
}
