import { allPages } from '@/lib/catalogue';
import { business } from '@/lib/config/business';
import { locales, type Locale } from '@/lib/i18n/routing';
import { renderCard } from '@/lib/og/card';
import { pageCard } from '@/lib/og/page-card';
import { ogImagePath } from '@/lib/seo/metadata';

// One social card per page and language, rendered at build time: /og/<locale>/<page path>.png
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) =>
    allPages().map((page) => ({
      locale,
      path: ogImagePath(locale, page.path).split('/').slice(3),
    })),
  );
}

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: Locale; path: string[] }> },
) {
  const { locale, path } = await params;
  const page = allPages().find(
    (p) => ogImagePath(locale, p.path) === `/og/${locale}/${path.join('/')}`,
  );
  if (!page) return new Response('Not found', { status: 404 });
  const card = await pageCard(locale, page);
  const png = renderCard({
    locale,
    ...card,
    brand: business.name[locale],
    site: new URL(business.siteUrl).host,
  });
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
