import { preload } from 'react-dom';
import { fontFamilies, fontFiles, type FontFace } from '@/app/fonts';

/**
 * @font-face rules for the faces a page uses, and a preload of the page language's face only (English pages never
 * download the Arabic face; Arabic pages fetch Inter only for Latin words and digits, and only when
 * they appear). font-display optional: a face that is there by the first paint is used, one that
 * arrives later is not swapped in, so text never moves (cumulative layout shift 0); the next page has
 * it from the cache.
 */
export function FontFaces({ face }: { face: FontFace }) {
  for (const href of Object.values(fontFiles[face])) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  // English pages declare only the Latin face; Arabic pages both (Latin words and digits use Inter).
  const faces: FontFace[] = face === 'arabic' ? ['arabic', 'latin'] : ['latin'];
  const css = faces
    .flatMap((f) =>
      Object.entries(fontFiles[f]).map(
        ([weight, href]) => `@font-face{font-family:'${fontFamilies[f]}';font-style:normal;font-weight:${weight};font-display:optional;src:url(${href}) format('woff2')}`,
      ),
    )
    .join('');
  return <style>{css}</style>;
}
