import fs from 'node:fs';
import path from 'node:path';

// Which characters the site can show, for subsetting its fonts: everything in the copy (messages/) and
// in the code that renders text (brand names, units, calculator labels), plus printable ASCII so that
// visitors' own input (a name, an e-mail address) always has glyphs. Arabic script goes to the Arabic
// face, everything else to the Latin face.

const SOURCES = ['messages', 'lib', 'components', 'app'];
const TEXT_FILE = /\.(json|md|ts|tsx)$/;
// The subsets' own manifest lists the characters of the last run: read back, a character would stay.
const GENERATED = path.join('lib', 'fonts', 'manifest.json');
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;
// Joiners and marks used in shaping Arabic text, and punctuation Arabic copy uses.
const ARABIC_EXTRA = '\u200c\u200d\u200e\u200f\u060c\u061b\u061f\u066a\u066b\u066c\u0640';

/** The characters each face must cover, sorted, as strings. */
export function siteCharacters(root = process.cwd()): { latin: string; arabic: string } {
  const latin = new Set<string>();
  const arabic = new Set<string>(ARABIC_EXTRA);
  for (let c = 0x20; c < 0x7f; c++) latin.add(String.fromCharCode(c));
  for (const dir of SOURCES) {
    const base = path.join(root, dir);
    for (const file of fs.readdirSync(base, { recursive: true, encoding: 'utf8' })) {
      if (!TEXT_FILE.test(file) || path.join(dir, file) === GENERATED) continue;
      for (const ch of fs.readFileSync(path.join(base, file), 'utf8')) {
        const code = ch.codePointAt(0)!;
        if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
        if (ARABIC.test(ch)) arabic.add(ch);
        else latin.add(ch);
      }
    }
  }
  const sorted = (s: Set<string>) =>
    [...s].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');
  return { latin: sorted(latin), arabic: sorted(arabic) };
}
