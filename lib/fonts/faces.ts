import manifest from './manifest.json';

// Self-hosted faces: Inter and IBM Plex Sans Arabic from @fontsource, cut down to the characters the
// site uses by `npm run fonts:subset` (public/fonts, content-hashed names, lib/fonts/manifest.json).
// Nothing is downloaded at build or run time. They are declared by components/layout/FontFaces.tsx
// instead of next/font because next/font preloads a face on every page of the layout that imports it,
// or on none, and both languages share one layout: here each page preloads its own language's face only.

export type FontFace = 'latin' | 'arabic';
export const fontFamilies: Record<FontFace, string> = {
  latin: 'Inter',
  arabic: 'IBM Plex Sans Arabic',
};
export const fontFiles: Record<FontFace, Record<'400' | '700', string>> = {
  latin: manifest.latin,
  arabic: manifest.arabic,
};
