import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import '@/app/globals.css';
import { FontFaces } from '@/components/layout/FontFaces';
import { business } from '@/lib/config/business';
import { infoFor } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  return {
    metadataBase: new URL(business.siteUrl),
    applicationName:
      business.name[hasLocale(routing.locales, locale) ? locale : routing.defaultLocale],
    // A phone browser (Safari on iOS) turns numbers it takes for phones, e-mails and addresses into
    // links before the page hydrates, so React would find other HTML than it rendered (a hydration
    // error on pages full of phone numbers, as the staff pages are). Every number meant to be called is
    // a tel: link already.
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export const viewport: Viewport = { themeColor: '#0b6b8f', width: 'device-width', initialScale: 1 };

// The document of every page in a language: <html lang dir> and its font. What surrounds a page (the
// public chrome or the staff bar, each with the client messages: components/layout/ClientShell.tsx) is
// the route group's layout: (site) or (staff).
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  const { dir, face, fontClass } = infoFor(locale);

  return (
    <html lang={locale} dir={dir}>
      <head>
        <FontFaces face={face} />
      </head>
      <body className={`${fontClass} bg-white text-gray-900 antialiased`}>{children}</body>
    </html>
  );
}
