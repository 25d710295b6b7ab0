import { cache, type ReactNode } from 'react';
import { hasLocale } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/content/JsonLd';
import { emirates } from '@/lib/catalogue';
import { business } from '@/lib/config/business';
import { whatsappHref } from '@/lib/config/contact-links';
import { routing, type Locale } from '@/lib/i18n/routing';
import { businessNode, graph } from '@/lib/seo/structured-data';
import { ClientShell } from './ClientShell';
import { Footer } from './Footer';
import { Header } from './Header';
import { WhatsAppFloat } from './WhatsAppFloat';

/**
 * The public site around a page: header, footer, the floating WhatsApp button (between the content
 * and the footer in the tab order: see WhatsAppFloat) and the business's structured data. Rendered
 * by the (site) layout, and by the 404 page, which Next renders outside the route groups' layouts.
 */
/**
 * The chrome's rendered parts, made once per request. Next puts the 404's element (which brings this
 * chrome too: app/[locale]/not-found.tsx) into the flight data of every page, so each page carried a
 * second header, footer and business JSON-LD. Handing React the very same element objects both times
 * lets its flight serializer write them once and refer to them the second time.
 */
const chromeParts = cache(async (locale: Locale) => {
  const tClient = await getTranslations({ locale, namespace: 'client' });
  const tCommon = await getTranslations({ locale, namespace: 'common' });
  return {
    header: await Header(),
    whatsapp: (
      <WhatsAppFloat
        href={whatsappHref(business.whatsapp, tClient('whatsapp.greeting'))}
        tooltip={tClient('whatsapp.tooltip')}
        newTab={tCommon('whatsappFloat.newTab')}
        region={tCommon('whatsappFloat.region')}
      />
    ),
    footer: await Footer(),
    structuredData: (
      <JsonLd
        data={graph(
          businessNode(
            locale,
            emirates.map((e) => tCommon(`emirates.${e.slug}`)),
            tCommon('tagline'),
          ),
        )}
      />
    ),
  };
});

export async function SiteChrome({ children }: { children: ReactNode }) {
  const requested = await getLocale();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const parts = await chromeParts(locale);
  return (
    <ClientShell>
      {/* No frame is drawn before the browser has reached the footer, i.e. read the header and the
          page's content (Chromium; others ignore it; the flight data after the footer is not waited
          for). On a slow connection or phone it otherwise paints what it has read so far, and a row
          read in part moves once the rest arrives: the menu button drawn as a bare <details> with the
          browser's own "Details" label, the language link pushed along by the buttons read after it,
          the call button of a page's first screen wrapping to a new line once its text arrives. Each
          is a layout shift. React moves this link into <head>, the only place where it blocks. */}
      <link rel="expect" href="#site-footer" blocking="render" />
      {parts.header}
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      {parts.whatsapp}
      {parts.footer}
      {parts.structuredData}
    </ClientShell>
  );
}
