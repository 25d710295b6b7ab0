import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { siteCharacters } from './glyphs';

// Cuts the self-hosted faces (@fontsource Inter and IBM Plex Sans Arabic) down to the characters the
// site uses and writes them with a content hash in the name (so they can be cached as immutable), plus
// the manifest lib/fonts/faces.ts reads. Nothing is downloaded: the faces come from node_modules.

// Regular and bold only: semibold text uses the bold face. Each weight is ~15 KB on the critical path of a
// phone on a slow connection, and Lighthouse counted the third one against the largest paint.
export const weights = [400, 700] as const;
export const faces = {
  latin: (w: number) => `node_modules/@fontsource/inter/files/inter-latin-${w}-normal.woff2`,
  arabic: (w: number) =>
    `node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${w}-normal.woff2`,
};
const names = { latin: 'inter', arabic: 'ibm-plex-sans-arabic' };

export type FontManifest = {
  chars: { latin: string; arabic: string };
  latin: Record<'400' | '700', string>;
  arabic: Record<'400' | '700', string>;
};

/** Writes the subsets to `fontsDir` (served as /fonts) and the manifest to `manifestFile`. */
export async function writeSubsets(
  fontsDir: string,
  manifestFile: string,
  chars = siteCharacters(),
): Promise<FontManifest> {
  fs.mkdirSync(fontsDir, { recursive: true });
  for (const old of fs.readdirSync(fontsDir))
    if (old.endsWith('.woff2')) fs.rmSync(path.join(fontsDir, old));
  const files = { latin: {}, arabic: {} } as Pick<FontManifest, 'latin' | 'arabic'>;
  for (const face of ['latin', 'arabic'] as const) {
    for (const w of weights) {
      const subset = await subsetFont(fs.readFileSync(faces[face](w)), chars[face], {
        targetFormat: 'woff2',
      });
      const hash = createHash('sha256').update(subset).digest('hex').slice(0, 10);
      const name = `${names[face]}-${w}.${hash}.woff2`;
      fs.writeFileSync(path.join(fontsDir, name), subset);
      files[face][w] = `/fonts/${name}`;
    }
  }
  const manifest: FontManifest = { chars, ...files };
  fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2) + '\n');
  return manifest;
}
