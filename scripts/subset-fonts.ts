// `npm run fonts:subset`, run before dev, typecheck and build: writes the font subsets for the copy as it
// is now (public/fonts/*.woff2 and lib/fonts/manifest.json, both generated, not committed), so a copy
// edit that brings a new character needs no step of its own. Same copy, same bytes: names do not change.
import fs from 'node:fs';
import path from 'node:path';
import { faces, writeSubsets } from '../lib/fonts/subset';

writeSubsets(path.join('public', 'fonts'), path.join('lib', 'fonts', 'manifest.json'))
  .then((manifest) => {
    for (const face of ['latin', 'arabic'] as const)
      for (const [w, url] of Object.entries(manifest[face]))
        console.log(
          `${url}: ${fs.statSync(faces[face](Number(w))).size} -> ${fs.statSync(path.join('public', url)).size} bytes`,
        );
  })
  .catch((e) => {
    console.error(e);
    process.exit(1);
  });
