import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteCharacters } from './glyphs';
import { faces, writeSubsets } from './subset';

// The subsets are cut from the copy at every dev, typecheck and build (scripts/subset-fonts.ts), so
// these tests check the cutting, not a committed result that a copy edit would make stale. Characters
// the site does not use are written as escapes: this file is code the subsets are cut for, too.

/** A site root with one copy file and one code file. */
function siteWith(copy: string, code: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'glyphs-'));
  for (const dir of ['messages/en', 'lib', 'components', 'app'])
    fs.mkdirSync(path.join(root, dir), { recursive: true });
  fs.writeFileSync(path.join(root, 'messages/en/page.json'), JSON.stringify({ h1: copy }));
  fs.writeFileSync(path.join(root, 'components/Unit.tsx'), code);
  fs.writeFileSync(path.join(root, 'messages/en/notes.txt'), '\u0416');
  return root;
}

describe('font subsets', () => {
  it('take every character of the copy and the code, Arabic script to the Arabic face', () => {
    const chars = siteCharacters(
      siteWith('\u00dcn\u00efcode \u2248 قمة\u0007', "const unit = 'm³';"),
    );
    for (const ch of '\u00dc\u00ef\u2248³') expect(chars.latin).toContain(ch);
    for (const ch of 'قمة') expect(chars.arabic).toContain(ch);
    expect(chars.latin).not.toContain('ق');
    expect(chars.arabic).not.toContain('\u00dc');
    // Printable ASCII always (visitors type names and addresses); control characters and other files never.
    expect(chars.latin).toContain('~');
    expect(chars.latin).not.toContain('\u0007');
    expect(chars.latin).not.toContain('\u0416');
  });

  it('are written as content-hashed files, each smaller than its face, with their manifest', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-'));
    const chars = siteCharacters();
    const manifest = await writeSubsets(
      path.join(out, 'fonts'),
      path.join(out, 'manifest.json'),
      chars,
    );
    expect(JSON.parse(fs.readFileSync(path.join(out, 'manifest.json'), 'utf8'))).toEqual(manifest);
    expect(manifest.chars).toEqual(chars);
    for (const face of ['latin', 'arabic'] as const)
      for (const w of ['400', '700'] as const) {
        const url = manifest[face][w];
        expect(url).toMatch(/^\/fonts\/[a-z-]+-\d00\.[0-9a-f]{10}\.woff2$/);
        const size = fs.statSync(path.join(out, url)).size;
        expect(size).toBeGreaterThan(5_000);
        expect(size).toBeLessThan(fs.statSync(faces[face](Number(w))).size);
      }
  }, 30_000);
});
