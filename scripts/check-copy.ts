// Checks page copy in messages/{en,ar}: valid JSON, identical structure in both locales, title and
// description lengths, enough English body copy, no English words left in Arabic, and no sentence shared
// between two pages (doorway-page guard). The rules are lib/content/copy-rules.ts, which the unit tests
// enforce too. Over every Arabic message file (pages, forms, articles, calculators): the glossary's
// avoided variants, the dirham's agreement with the number before it and titles short enough for the
// Arabic brand (lib/content/glossary.ts); and the search words each listed page must carry in each
// language. Usage: npx tsx scripts/check-copy.ts [subfolder ...]
import fs from 'node:fs';
import path from 'node:path';
import {
  bodyParts,
  copyLimits,
  englishWordsIn,
  hasArabicIndicDigits,
  metaProblems,
  sharedSentences,
  wordCount,
  type BodyCopy,
} from '../lib/content/copy-rules';
import {
  avoidedTermsIn,
  arabicTitleMax,
  brandsWithoutArabic,
  dirhamAgreementProblems,
  missingSearchWords,
  pageTitlesIn,
  searchWords,
} from '../lib/content/glossary';
import { asListed } from '../lib/pricing/price-text';

type Page = Partial<BodyCopy> & {
  meta?: { title?: string; description?: string };
  [key: string]: unknown;
};

const root = path.join(process.cwd(), 'messages');
const only = process.argv.slice(2);
const PAGE_DIRS = [
  'service',
  'subservice',
  'acHub',
  'acSub',
  'acArea',
  'painting',
  'trade',
  'page',
];
const problems: string[] = [];

function walk(dir: string, ext = '.json'): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p, ext) : p.endsWith(ext) ? [p] : [];
  });
}
function shape(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(shape);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, shape((v as Record<string, unknown>)[k])]),
    );
  return typeof v;
}
const body = (page: Page) =>
  bodyParts({ lead: page.lead ?? '', sections: page.sections ?? [], faq: page.faq ?? [] });
const values = (v: unknown): string[] =>
  v && typeof v === 'object' ? Object.values(v).flatMap(values) : [String(v)];
function read(file: string, rel: string, locale: string): Page | null {
  try {
    // Measured as pages show it: price tokens filled from the versioned list (an unknown one fails).
    return asListed(JSON.parse(fs.readFileSync(file, 'utf8')) as Page, locale);
  } catch (e) {
    problems.push(`${rel}: ${locale} JSON invalid or price unknown: ${(e as Error).message}`);
    return null;
  }
}

const bodies: Record<'en' | 'ar', { id: string; parts: string[] }[]> = { en: [], ar: [] };
for (const d of only.length ? only : PAGE_DIRS) {
  for (const enFile of walk(path.join(root, 'en', d))) {
    const rel = path.relative(path.join(root, 'en'), enFile);
    const arFile = path.join(root, 'ar', rel);
    const en = read(enFile, rel, 'en');
    if (!en) continue;
    if (!fs.existsSync(arFile)) {
      problems.push(`${rel}: Arabic file missing`);
      continue;
    }
    const ar = read(arFile, rel, 'ar');
    if (!ar) continue;
    if (JSON.stringify(shape(en)) !== JSON.stringify(shape(ar)))
      problems.push(`${rel}: en and ar structures differ (same keys, same array lengths required)`);
    for (const [loc, page] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      for (const k of ['name', 'summary', 'h1', 'lead'])
        if (!page[k]) problems.push(`${rel} (${loc}): missing ${k}`);
      for (const p of metaProblems(page.meta?.title ?? '', page.meta?.description ?? ''))
        problems.push(`${rel} (${loc}): meta.${p}`);
      if (!Array.isArray(page.sections) || page.sections.length < copyLimits.minSections)
        problems.push(`${rel} (${loc}): needs at least ${copyLimits.minSections} sections`);
      if (!Array.isArray(page.faq) || page.faq.length < copyLimits.minFaq)
        problems.push(`${rel} (${loc}): needs at least ${copyLimits.minFaq} faq entries`);
      bodies[loc].push({ id: rel, parts: body(page) });
    }
    const n = wordCount(body(en).join(' '));
    if (n < copyLimits.minPageWords)
      problems.push(`${rel}: English body copy has ${n} words, needs ${copyLimits.minPageWords}+`);
    const latin = englishWordsIn(values(ar).join(' '));
    if (latin.length)
      problems.push(`${rel} (ar): English words left in Arabic: ${latin.slice(0, 8).join(', ')}`);
    if (hasArabicIndicDigits(JSON.stringify(ar)))
      problems.push(`${rel} (ar): use Western digits (0-9), not Arabic-Indic`);
  }
}
for (const loc of ['en', 'ar'] as const)
  for (const s of sharedSentences(bodies[loc])) problems.push(`(${loc}) sentence shared: ${s}...`);

// The glossary, the dirham and the title length, over every Arabic file (a whole-site sweep).
if (!only.length) {
  const arRoot = path.join(root, 'ar');
  for (const file of [...walk(arRoot), ...walk(arRoot, '.md')]) {
    const rel = path.relative(arRoot, file);
    const raw = fs.readFileSync(file, 'utf8');
    const text = file.endsWith('.json') ? JSON.stringify(read(file, rel, 'ar')) : raw;
    for (const p of avoidedTermsIn(raw)) problems.push(`${rel} (ar): avoid ${p}`);
    for (const p of brandsWithoutArabic(raw))
      problems.push(`${rel} (ar): brand in Latin only: ${p}`);
    for (const p of dirhamAgreementProblems(text)) problems.push(`${rel} (ar): dirham ${p}`);
    const titles = file.endsWith('.json')
      ? pageTitlesIn(read(file, rel, 'ar'))
      : [/^metaTitle:\s*['"]?(.*?)['"]?\s*$/m.exec(raw)?.[1] ?? ''];
    for (const title of titles)
      if (title.length > arabicTitleMax)
        problems.push(
          `${rel} (ar): title «${title}» has ${title.length} characters; with « | » and the Arabic brand it needs ${arabicTitleMax} at most`,
        );
  }
  for (const { page, en, ar } of searchWords)
    for (const [loc, words] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const file = path.join(root, loc, `${page}.json`);
      const copy = fs.existsSync(file) ? JSON.stringify(read(file, page, loc)) : '';
      for (const w of missingSearchWords(copy, words))
        problems.push(`${page} (${loc}): search words missing: ${w}`);
    }
}

if (problems.length) {
  console.log(problems.join('\n'));
  console.log(`\n${problems.length} problem(s)`);
  process.exit(1);
}
console.log('copy OK');
