import localFont from 'next/font/local';

// Self-hosted faces from @fontsource (nothing is downloaded at build or run time). The Latin face is
// preloaded on every page; English pages never fetch the Arabic face.
export const latin = localFont({
  src: [
    { path: '../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-latin',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Arial', 'sans-serif'],
});

// The Arabic face is served from public/fonts (the @fontsource/ibm-plex-sans-arabic 5.3.0 files, SIL OFL)
// and declared in globals.css rather than through next/font: next/font preloads a face on every page of
// the layout that imports it or on none, and both locales share one layout. Without a preload, Arabic
// pages painted in the fallback face and moved when the face arrived (layout shift); a preload on every
// page would make English pages download it. The header preloads these files on Arabic pages only.
export const arabicFontFiles = [400, 600, 700].map((weight) => `/fonts/ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`);

/** Same shape as a next/font result: the class sets --font-arabic (see globals.css). */
export const arabic = { className: 'font-arabic-face', variable: 'font-arabic-face', style: { fontFamily: "'IBM Plex Sans Arabic'" } } as const;
