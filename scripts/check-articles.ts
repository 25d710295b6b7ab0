// Checks blog articles in messages/{en,ar}/blog: front matter present and matching between languages,
// lengths, enough English body words, Arabic without English words, no Arabic-Indic digits. The rules
// are lib/content/copy-rules.ts, which the article schema and unit tests use too.
// Usage: npx tsx scripts/check-articles.ts
import fs from 'node:fs';
import path from 'node:path';
import {
  copyLimits,
  englishWordsIn,
  hasArabicIndicDigits,
  metaProblems,
  wordCount,
} from '../lib/content/copy-rules';
import { asListed } from '../lib/pricing/price-text';

const dir = (l: string) => path.join(process.cwd(), 'messages', l, 'blog');
const problems: string[] = [];
// Measured as pages show it: price tokens filled from the versioned list (an unknown one throws).
const front = (text: string, locale: 'en' | 'ar') => {
  const m = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
  if (!m) return null;
  const data: Record<string, string> = {};
  for (const line of m[1]!.split('\n')) {
    const kv = line.match(/^(\w+):\s*(.*)$/);
    if (kv) data[kv[1]!] = kv[2]!.replace(/\s+#.*$/, '').replace(/^"(.*)"$/, '$1');
  }
  return asListed({ data, body: m[2]! }, locale);
};
// Topic and slug words that stand in Arabic front matter as identifiers.
const identifiers = [
  'related',
  'maintenance',
  'sizing',
  'contracts',
  'commercial',
  'quality',
  'energy',
  'ventilation',
  'painting',
];

for (const file of fs.existsSync(dir('en'))
  ? fs.readdirSync(dir('en')).filter((f) => f.endsWith('.md'))
  : []) {
  const en = front(fs.readFileSync(path.join(dir('en'), file), 'utf8'), 'en');
  if (!en) {
    problems.push(`${file}: en front matter missing`);
    continue;
  }
  const arPath = path.join(dir('ar'), file);
  if (!fs.existsSync(arPath)) {
    problems.push(`${file}: Arabic file missing`);
    continue;
  }
  const ar = front(fs.readFileSync(arPath, 'utf8'), 'ar');
  if (!ar) {
    problems.push(`${file}: ar front matter missing`);
    continue;
  }
  for (const k of ['slug', 'topic', 'published', 'related'])
    if (en.data[k] !== ar.data[k]) problems.push(`${file}: ${k} differs between en and ar`);
  if (en.data.slug !== file.replace(/\.md$/, ''))
    problems.push(`${file}: slug must equal the file name`);
  for (const [l, a] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    for (const k of [
      'title',
      'metaTitle',
      'description',
      'summary',
      'topic',
      'authorRole',
      'published',
      'related',
    ])
      if (!a.data[k]) problems.push(`${file} (${l}): ${k} missing`);
    for (const p of metaProblems(a.data.metaTitle ?? '', a.data.description ?? ''))
      problems.push(`${file} (${l}): meta${p[0]!.toUpperCase()}${p.slice(1)}`);
  }
  const words = wordCount(en.body);
  if (words < copyLimits.minArticleWords)
    problems.push(`${file}: English body has ${words} words, needs ${copyLimits.minArticleWords}+`);
  const arText =
    ar.body.replace(/\]\([^)]*\)/g, ']') +
    ' ' +
    Object.entries(ar.data)
      .filter(([k]) => !['slug', 'related', 'topic', 'published', 'updated'].includes(k))
      .map(([, v]) => v)
      .join(' ');
  const latin = englishWordsIn(arText, identifiers).filter((w) => !ar.data.related?.includes(w));
  if (latin.length) problems.push(`${file} (ar): English words: ${latin.slice(0, 8).join(', ')}`);
  if (hasArabicIndicDigits(ar.body)) problems.push(`${file} (ar): use Western digits`);
  for (const link of ar.body.matchAll(/\]\((\/[^)]*)\)/g))
    if (!link[1]!.startsWith('/ar'))
      problems.push(`${file} (ar): link ${link[1]} must start with /ar`);
}
if (problems.length) {
  console.log(problems.join('\n'));
  process.exit(1);
}
console.log('articles OK');
