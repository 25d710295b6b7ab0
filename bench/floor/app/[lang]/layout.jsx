// The floor's document: <html lang dir> in the page's language and nothing else (no stylesheet, no
// font, no client component). Not part of the site: it is built and served only by bench/floor.ts.
export const dynamicParams = false;

export function generateStaticParams() {
  return [{ lang: 'en' }, { lang: 'ar' }];
}

export const metadata = { title: 'Floor', robots: { index: false, follow: false } };

export default async function FloorLayout({ children, params }) {
  const { lang } = await params;
  return (
    <html lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
      <body>{children}</body>
    </html>
  );
}
