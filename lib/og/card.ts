import type { Locale } from '@/lib/i18n/routing';
import fs from 'node:fs';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { fontFamilies } from '@/lib/fonts/faces';
import { localeInfo } from '@/lib/i18n/locales';
import { woffToSfnt } from './woff-to-ttf';

// Social cards (1200x630 PNG) rendered from SVG with the site's own fonts. The renderer shapes Arabic
// and lays it out right to left, which HTML-to-image generators without a shaping engine cannot do.

const fontFile = (pkg: string, file: string) =>
  woffToSfnt(
    fs.readFileSync(path.join(process.cwd(), 'node_modules/@fontsource', pkg, 'files', file)),
  );
let fonts: Buffer[] | null = null;
const loadFonts = () =>
  (fonts ??= [
    fontFile('inter', 'inter-latin-700-normal.woff'),
    fontFile('inter', 'inter-latin-400-normal.woff'),
    fontFile('ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-arabic-700-normal.woff'),
    fontFile('ibm-plex-sans-arabic', 'ibm-plex-sans-arabic-arabic-400-normal.woff'),
  ]);

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Greedy word wrap by an estimated glyph width; the last line gets an ellipsis if text remains. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = text.split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    const next = line ? `${line} ${words[i]}` : words[i]!;
    if (next.length <= maxChars || !line) line = next;
    else {
      lines.push(line);
      line = words[i]!;
      if (lines.length === maxLines) return [...lines.slice(0, -1), `${lines.at(-1)}…`];
    }
  }
  lines.push(line);
  return lines.slice(0, maxLines);
}

export function renderCard({
  locale,
  title,
  label,
  brand,
  site,
}: {
  locale: Locale;
  title: string;
  label: string;
  brand: string;
  site: string;
}): Buffer {
  const info = localeInfo[locale];
  const rtl = info.dir === 'rtl';
  const family = fontFamilies[info.face];
  const x = rtl ? 1120 : 80;
  const anchor = rtl ? 'end' : 'start';
  // Right-to-left embedding so mixed Arabic, Latin and digits keep their reading order.
  const run = (s: string) => (rtl ? `&#x202B;${xml(s)}&#x202C;` : xml(s));
  const lines = wrap(title, info.cardTitleChars, 3);
  const titleSvg = lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${250 + i * 84}" font-family="${family}" font-size="68" font-weight="700" fill="#ffffff" text-anchor="${anchor}" direction="${rtl ? 'rtl' : 'ltr'}">${run(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#042f40"/><stop offset="1" stop-color="#0b6b8f"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <rect x="0" y="610" width="1200" height="20" fill="#f29f05"/>
  <text x="${x}" y="150" font-family="${family}" font-size="34" font-weight="700" fill="#f29f05" text-anchor="${anchor}" direction="${rtl ? 'rtl' : 'ltr'}">${run(label)}</text>
  ${titleSvg}
  <g transform="translate(${rtl ? 1040 : 80} 500)"><rect width="80" height="80" rx="18" fill="#ffffff"/><path d="M16 56 40 18l24 38H16Z" fill="none" stroke="#0b6b8f" stroke-width="6" stroke-linejoin="round"/><path d="M28 46h24" stroke="#f29f05" stroke-width="6" stroke-linecap="round"/></g>
  <text x="${rtl ? 1010 : 190}" y="538" font-family="${family}" font-size="36" font-weight="700" fill="#ffffff" text-anchor="${anchor}" direction="${rtl ? 'rtl' : 'ltr'}">${run(brand)}</text>
  <text x="${rtl ? 1010 : 190}" y="578" font-family="Inter" font-size="26" fill="#d5ecf5" text-anchor="${anchor}">${xml(site)}</text>
</svg>`;
  const png = new Resvg(svg, {
    font: { fontBuffers: loadFonts(), loadSystemFonts: false, defaultFontFamily: 'Inter' },
  } as never)
    .render()
    .asPng();
  return Buffer.from(png);
}
