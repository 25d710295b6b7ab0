import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { TwoWays } from '@/components/content/TwoWays';
import { buttonClass } from '@/components/ui/Button';
import { footerServiceLinks } from '@/lib/catalogue';
import { business } from '@/lib/config/business';
import { formatUaePhone, telHref, whatsappHref } from '@/lib/config/contact-links';
import { LabelledSection } from '@/components/ui/LabelledSection';

// Next renders the 404 inside the locale layout only (outside the route groups' layouts), for unknown
// paths ((site)/[...rest]) and for notFound() anywhere: it brings the public chrome itself.
// A visitor who guessed an address gets the ways forward: a phone call, WhatsApp and the main services.
export default async function NotFound() {
  const t = await getTranslations('common.notFound');
  const tCommon = await getTranslations('common');
  const tClient = await getTranslations('client');
  const locale = (await getLocale()) as Locale;
  return (
    <SiteChrome>
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        {/* Titled as every page is (lib/seo/metadata.ts): the page, then the short brand. */}
        <title>{`${t('metaTitle')} | ${business.shortName[locale]}`}</title>
        <meta name="robots" content="noindex" />
        <p className="text-5xl font-bold text-brand-600">404</p>
        <h1 className="mt-4 text-3xl font-bold text-gray-900">{t('title')}</h1>
        <p className="mt-4 text-gray-700">{t('text')}</p>
        <TwoWays
          className="mt-8"
          main={{ href: '/', label: t('home') }}
          other={{ href: '/services', label: t('services') }}
        />
        <p className="mt-10 text-gray-700">{t('reach')}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3" data-testid="not-found-contact">
          <a href={telHref(business.phone)} className={buttonClass({ variant: 'secondary' })}>
            {tCommon.rich('cta.call', {
              number: formatUaePhone(business.phone),
              phone: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
            })}
          </a>
          <a
            href={whatsappHref(business.whatsapp, tClient('whatsapp.greeting'))}
            className={buttonClass({ variant: 'secondary' })}
          >
            {tCommon('nav.whatsapp')}
          </a>
        </div>
        <LabelledSection
          as="nav"
          id="not-found-services"
          title={t('mainServices')}
          titleClassName="text-xl font-bold text-brand-900"
          className="mt-10"
        >
          <ul className="mt-3 flex flex-wrap justify-center gap-x-5 gap-y-2">
            {footerServiceLinks.map((l) => (
              <li key={l.key}>
                <Link href={l.href} className="text-brand-700 underline">
                  {tCommon(`footer.services.${l.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </LabelledSection>
      </section>
    </SiteChrome>
  );
}
