import { preload } from 'react-dom';
import { fontFamilies, fontFiles, type FontFace } from '@/lib/fonts/faces';

/**
 * @font-face rules and a preload for the page language's face only (English pages never download the
 * Arabic face, Arabic pages never download Inter). font-display optional: a face that is there by the
 * first paint is used, one that arrives later is not swapped in, so text never moves (cumulative
 * layout shift 0); the next page has it from the cache.
 */
export function FontFaces({ face }: { face: FontFace }) {
  for (const href of Object.values(fontFiles[face]))
    preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  // Each page declares its own language's face only. On Arabic pages, Latin words and digits use the
  // system face (see .font-arabic in globals.css): loading Inter there too added 30 KB to every Arabic
  // page's first paint for a few brand names and numbers.
  const css = Object.entries(fontFiles[face])
    .map(
      ([weight, href]) =>
        `@font-face{font-family:'${fontFamilies[face]}';font-style:normal;font-weight:${weight};font-display:optional;src:url(${href}) format('woff2')}`,
    )
    .join('');
  return <style>{css}</style>;
}
