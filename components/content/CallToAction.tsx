import { getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { pageBookingQuery } from '@/lib/pricing/catalogue-link';
import { business } from '@/lib/config/business';
import { formatUaePhone, telHref } from '@/lib/config/contact-links';
import { PhoneIcon, WhatsAppIcon } from '@/components/ui/icons';
import { WhatsAppLink } from './WhatsAppLink';

/**
 * Book a visit, Get a Quote, WhatsApp and call: the ways a visitor reaches the company from any page.
 * The page's service, emirate and area pre-choose both the booking and the quote.
 */
export async function CallToAction({
  quoteQuery,
  whatsappText,
}: {
  quoteQuery?: Record<string, string>;
  /** The WhatsApp message naming the page's topic (ContentPage); the general greeting without it. */
  whatsappText?: string;
}) {
  const t = await getTranslations('common.cta');
  const phone = formatUaePhone(business.phone);
  // Deferred (render-near-view) like the blocks above it: drawn at once, it moved by their estimates'
  // error when a jump brought it into view (81 px on the Dubai Marina page), under a click.
  return (
    <aside className="mt-12 rounded-2xl bg-brand-800 p-6 text-white render-near-view sm:p-8">
      <h2 className="text-2xl font-bold">{t('heading')}</h2>
      <p className="mt-2 text-brand-100">{t('text')}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          href={{ pathname: '/book', query: quoteQuery && pageBookingQuery(quoteQuery) }}
          className="rounded-md bg-accent-500 px-5 py-3 font-bold text-gray-950 hover:bg-accent-600"
          data-testid="cta-book"
        >
          {t('book')}
        </Link>
        <Link
          href={{ pathname: '/quote', query: quoteQuery }}
          className="rounded-md bg-white px-5 py-3 font-bold text-brand-900 hover:bg-brand-50"
        >
          {t('getQuote')}
        </Link>
        <WhatsAppLink
          text={whatsappText}
          className="flex items-center gap-2 rounded-md bg-whatsapp-dark px-5 py-3 font-bold text-white hover:bg-whatsapp-darker"
        >
          <WhatsAppIcon /> {t('whatsapp')}
        </WhatsAppLink>
        <a
          href={telHref(business.phone)}
          className="flex items-center gap-2 rounded-md border border-white/60 px-5 py-3 font-bold hover:bg-white/10"
        >
          <PhoneIcon />{' '}
          <span>
            {t.rich('call', { number: phone, phone: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
          </span>
        </a>
        <Link
          href={{
            pathname: '/callback',
            query: quoteQuery?.service ? { service: quoteQuery.service } : undefined,
          }}
          className="flex items-center rounded-md px-5 py-3 font-bold underline hover:bg-white/10"
        >
          {t('callback')}
        </Link>
      </div>
    </aside>
  );
}
