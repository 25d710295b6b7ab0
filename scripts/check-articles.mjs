#!/usr/bin/env node
// Checks blog articles in messages/{en,ar}/blog: front matter present and matching between languages,
// lengths, English body of 600+ words, Arabic without English words, no Arabic-Indic digits.
import fs from 'node:fs';
import path from 'node:path';

const dir = (l) => path.join(process.cwd(), 'messages', l, 'blog');
const problems = [];
const front = (text) => {
  const m = text.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
  if (!m) return null;
  const data = {};
  for (const line of m[1].split('\n')) {
    const kv = line.match(/^(\w+):\s*(.*)$/);
    if (kv) data[kv[1]] = kv[2].replace(/\s+#.*$/, '').replace(/^"(.*)"$/, '$1');
  }
  return { data, body: m[2] };
};
for (const file of fs.existsSync(dir('en'))
  ? fs.readdirSync(dir('en')).filter((f) => f.endsWith('.md'))
  : []) {
  const en = front(fs.readFileSync(path.join(dir('en'), file), 'utf8'));
  if (!en) {
    problems.push(`${file}: en front matter missing`);
    continue;
  }
  const arPath = path.join(dir('ar'), file);
  if (!fs.existsSync(arPath)) {
    problems.push(`${file}: Arabic file missing`);
    continue;
  }
  const ar = front(fs.readFileSync(arPath, 'utf8'));
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
  ]) {
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
    if ((a.data.metaTitle ?? '').length > 42)
      problems.push(`${file} (${l}): metaTitle over 42 characters`);
    const d = (a.data.description ?? '').length;
    if (d < 50 || d > 160)
      problems.push(`${file} (${l}): description must be 50-160 characters (has ${d})`);
  }
  const words = en.body.split(/\s+/).filter(Boolean).length;
  if (words < 600) problems.push(`${file}: English body has ${words} words, needs 600+`);
  const arText =
    ar.body.replace(/\]\([^)]*\)/g, ']') +
    ' ' +
    Object.entries(ar.data)
      .filter(([k]) => !['slug', 'related', 'topic', 'published', 'updated'].includes(k))
      .map(([, v]) => v)
      .join(' ');
  const latin = arText
    .match(/\b[a-z]{4,}\b/g)
    ?.filter(
      (w) =>
        ![
          'related',
          'maintenance',
          'sizing',
          'contracts',
          'commercial',
          'air',
          'quality',
          'energy',
          'ventilation',
          'painting',
        ].includes(w) && !ar.data.related?.includes(w),
    );
  if (latin?.length)
    problems.push(`${file} (ar): English words: ${[...new Set(latin)].slice(0, 8).join(', ')}`);
  if (/[٠-٩]/.test(ar.body)) problems.push(`${file} (ar): use Western digits`);
  for (const link of ar.body.matchAll(/\]\((\/[^)]*)\)/g))
    if (!link[1].startsWith('/ar'))
      problems.push(`${file} (ar): link ${link[1]} must start with /ar`);
}
if (problems.length) {
  console.log(problems.join('\n'));
  process.exit(1);
}
console.log('articles OK');
