import type { ReactNode } from 'react';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import '@/app/globals.css';
import { FontFaces } from '@/components/layout/FontFaces';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { WhatsAppFloat } from '@/components/layout/WhatsAppFloat';
import { JsonLd } from '@/components/content/JsonLd';
import { emirates } from '@/lib/catalogue';
import { businessNode, graph } from '@/lib/seo/structured-data';
import { business } from '@/lib/config/business';
import { whatsappHref } from '@/lib/config/contact-links';
import { isRtl, routing } from '@/lib/i18n/routing';

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
    applicationName: business.name[locale === 'ar' ? 'ar' : 'en'],
  };
}

export const viewport: Viewport = { themeColor: '#0b6b8f', width: 'device-width', initialScale: 1 };

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

  const messages = await getMessages();
  const tClient = await getTranslations({ locale, namespace: 'client' });
  const tCommon = await getTranslations({ locale, namespace: 'common' });
  // Client components get only what they use, never the page copy.
  const clientMessages = {
    client: messages.client,
    common: { error: messages.common.error, loading: messages.common.loading },
  };
  const rtl = isRtl(locale);

  return (
    <html lang={locale} dir={rtl ? 'rtl' : 'ltr'}>
      <head>
        <FontFaces face={rtl ? 'arabic' : 'latin'} />
      </head>
      <body className={`${rtl ? 'font-arabic' : 'font-sans'} bg-white text-gray-900 antialiased`}>
        <NextIntlClientProvider messages={clientMessages}>
          <Header />
          <main id="main" className="min-h-[60vh]">
            {children}
          </main>
          <Footer />
          <JsonLd
            data={graph(
              businessNode(
                locale,
                emirates.map((e) => tCommon(`emirates.${e.slug}`)),
                tCommon('tagline'),
              ),
            )}
          />
          <WhatsAppFloat
            href={whatsappHref(business.whatsapp, tClient('whatsapp.greeting'))}
            tooltip={tClient('whatsapp.tooltip')}
          />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
