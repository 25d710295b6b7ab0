#!/usr/bin/env node
// Checks page copy in messages/{en,ar}: valid JSON, identical structure in both locales, title and
// description lengths, enough English body copy, no English words left in Arabic, and no sentence shared
// between two pages (doorway-page guard). Usage: node scripts/check-copy.mjs [subfolder ...]
import fs from 'node:fs';
import path from 'node:path';

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
const MIN_WORDS = 350;
const problems = [];

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : p.endsWith('.json') ? [p] : [];
  });
}
function shape(v) {
  if (Array.isArray(v)) return v.map(shape);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, shape(v[k])]),
    );
  return typeof v;
}
function bodyText(page) {
  const parts = [page.lead ?? ''];
  for (const s of page.sections ?? []) parts.push(...(s.paragraphs ?? []), ...(s.items ?? []));
  for (const f of page.faq ?? []) parts.push(f.a);
  return parts.join(' ');
}
const words = (t) => t.split(/\s+/).filter(Boolean).length;
const sentences = (t) =>
  t
    .split(/(?<=[.!?؟])\s+/)
    .map((s) => s.trim().toLowerCase())
    .filter((s) => words(s) >= 8);

const seen = { en: new Map(), ar: new Map() };
const dirs = only.length ? only : PAGE_DIRS;
for (const d of dirs) {
  for (const enFile of walk(path.join(root, 'en', d))) {
    const rel = path.relative(path.join(root, 'en'), enFile);
    const arFile = path.join(root, 'ar', rel);
    let en, ar;
    try {
      en = JSON.parse(fs.readFileSync(enFile, 'utf8'));
    } catch (e) {
      problems.push(`${rel}: en JSON invalid: ${e.message}`);
      continue;
    }
    if (!fs.existsSync(arFile)) {
      problems.push(`${rel}: Arabic file missing`);
      continue;
    }
    try {
      ar = JSON.parse(fs.readFileSync(arFile, 'utf8'));
    } catch (e) {
      problems.push(`${rel}: ar JSON invalid: ${e.message}`);
      continue;
    }
    if (JSON.stringify(shape(en)) !== JSON.stringify(shape(ar)))
      problems.push(`${rel}: en and ar structures differ (same keys, same array lengths required)`);
    for (const [loc, page] of [
      ['en', en],
      ['ar', ar],
    ]) {
      for (const k of ['name', 'summary', 'h1', 'lead'])
        if (!page[k]) problems.push(`${rel} (${loc}): missing ${k}`);
      const t = page.meta?.title ?? '';
      const desc = page.meta?.description ?? '';
      if (!t || t.length > 42)
        problems.push(`${rel} (${loc}): meta.title must be 1-42 characters (has ${t.length})`);
      if (desc.length < 50 || desc.length > 160)
        problems.push(
          `${rel} (${loc}): meta.description must be 50-160 characters (has ${desc.length})`,
        );
      if (!Array.isArray(page.sections) || page.sections.length < 3)
        problems.push(`${rel} (${loc}): needs at least 3 sections`);
      if (!Array.isArray(page.faq) || page.faq.length < 3)
        problems.push(`${rel} (${loc}): needs at least 3 faq entries`);
      for (const s of sentences(bodyText(page))) {
        const other = seen[loc].get(s);
        if (other && other !== rel)
          problems.push(`${rel} (${loc}): sentence also in ${other}: "${s.slice(0, 70)}..."`);
        seen[loc].set(s, rel);
      }
    }
    const n = words(bodyText(en));
    if (n < MIN_WORDS)
      problems.push(`${rel}: English body copy has ${n} words, needs ${MIN_WORDS}+`);
    const values = (v) =>
      v && typeof v === 'object' ? Object.values(v).flatMap(values) : [String(v)];
    const latin = values(ar)
      .join(' ')
      .match(/\b[a-z][a-z]{3,}\b/g)
      ?.filter((w) => !['http', 'https', 'whatsapp'].includes(w));
    if (latin?.length)
      problems.push(
        `${rel} (ar): English words left in Arabic: ${[...new Set(latin)].slice(0, 8).join(', ')}`,
      );
    if (/[٠-٩]/.test(JSON.stringify(ar)))
      problems.push(`${rel} (ar): use Western digits (0-9), not Arabic-Indic`);
  }
}
if (problems.length) {
  console.log(problems.join('\n'));
  console.log(`\n${problems.length} problem(s)`);
  process.exit(1);
}
console.log('copy OK');
