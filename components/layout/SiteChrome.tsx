import type { ReactNode } from 'react';
import { hasLocale } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/content/JsonLd';
import { emirates } from '@/lib/catalogue';
import { business } from '@/lib/config/business';
import { whatsappHref } from '@/lib/config/contact-links';
import { routing } from '@/lib/i18n/routing';
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
export async function SiteChrome({ children }: { children: ReactNode }) {
  const requested = await getLocale();
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const tClient = await getTranslations('client');
  const tCommon = await getTranslations('common');
  return (
    <ClientShell>
      <Header />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <WhatsAppFloat
        href={whatsappHref(business.whatsapp, tClient('whatsapp.greeting'))}
        tooltip={tClient('whatsapp.tooltip')}
        newTab={tCommon('whatsappFloat.newTab')}
        region={tCommon('whatsappFloat.region')}
      />
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
    </ClientShell>
  );
}
