// `npm run fonts:subset`: cuts the self-hosted faces (@fontsource Inter and IBM Plex Sans Arabic) down
// to the characters the site uses (lib/fonts/glyphs.ts) and writes them to public/fonts with a content
// hash in the name (so they can be cached as immutable), plus lib/fonts/manifest.json. Run it after
// copy changes; a unit test fails when the copy uses a character the committed subsets were not cut for.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { siteCharacters } from '../lib/fonts/glyphs';

// Regular and bold only: semibold text uses the bold face. Each weight is ~15 KB on the critical path of a
// phone on a slow connection, and Lighthouse counted the third one against the largest paint.
const weights = [400, 700] as const;
const faces = {
  latin: (w: number) => `node_modules/@fontsource/inter/files/inter-latin-${w}-normal.woff2`,
  arabic: (w: number) =>
    `node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-${w}-normal.woff2`,
};
const names = { latin: 'inter', arabic: 'ibm-plex-sans-arabic' };

async function main() {
  const chars = siteCharacters();
  const outDir = path.join('public', 'fonts');
  for (const old of fs.readdirSync(outDir))
    if (old.endsWith('.woff2')) fs.rmSync(path.join(outDir, old));
  const manifest: Record<string, unknown> = { chars };
  for (const face of ['latin', 'arabic'] as const) {
    const files: Record<number, string> = {};
    for (const w of weights) {
      const source = fs.readFileSync(faces[face](w));
      const subset = await subsetFont(source, chars[face], { targetFormat: 'woff2' });
      const hash = createHash('sha256').update(subset).digest('hex').slice(0, 10);
      const name = `${names[face]}-${w}.${hash}.woff2`;
      fs.writeFileSync(path.join(outDir, name), subset);
      files[w] = `/fonts/${name}`;
      console.log(`${name}: ${source.length} -> ${subset.length} bytes`);
    }
    manifest[face] = files;
  }
  fs.writeFileSync(
    path.join('lib', 'fonts', 'manifest.json'),
    JSON.stringify(manifest, null, 2) + '\n',
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
