import { getLocale, getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { acHubPath, emirates, serviceGroups, servicePath, services } from '@/lib/catalogue';
import { business } from '@/lib/config/business';
import { formatUaePhone, telHref, whatsappHref } from '@/lib/config/contact-links';
import { ChevronDownIcon, LogoMark, MenuIcon, PhoneIcon, WhatsAppIcon } from '@/components/ui/icons';
import { AccountMenu } from './AccountMenu';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MenuCloser } from './MenuCloser';
import { SoftNavigation } from './SoftNavigation';

const menuLink = 'block rounded-md px-3 py-2 text-sm text-gray-800 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-600';
const summaryCls = 'flex cursor-pointer items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

export async function Header() {
  const t = await getTranslations('common');
  const tService = await getTranslations('service');
  const tSub = await getTranslations('subservice');
  const tClient = await getTranslations('client');
  const tAuth = await getTranslations('auth.account');
  const locale = (await getLocale()) as 'en' | 'ar';
  // Arabic pages get their face before the first paint, so text is not laid out again when it arrives.
  const phone = formatUaePhone(business.phone);
  const wa = whatsappHref(business.whatsapp, tClient('whatsapp.greeting'));

  const servicesMenu = (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {serviceGroups.map((group) => (
        <div key={group}>
          <p className="px-3 pb-1 text-xs font-bold text-brand-700 uppercase">{t(`serviceGroups.${group}`)}</p>
          <ul>
            {services.filter((s) => s.group === group).map((s) => (
              <li key={s.slug}>
                <Link href={servicePath(s.slug)} className={`${menuLink} font-medium`}>{tService(`${s.slug}.name`)}</Link>
                {s.subs.length > 0 && (
                  <ul className="ms-3 border-s border-gray-200">
                    {s.subs.map((sub) => (
                      <li key={sub}><Link href={servicePath(s.slug, sub)} className={menuLink}>{tSub(`${s.slug}.${sub}.name`)}</Link></li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
      <Link href="/services" className={`${menuLink} font-semibold text-brand-700`}>{t('nav.allServices')}</Link>
    </div>
  );

  const emiratesMenu = (
    <ul className="grid gap-1 sm:grid-cols-2">
      {emirates.map((e) => (
        <li key={e.slug}>
          <Link href={acHubPath(e.slug)} className={menuLink}>{t('nav.acIn', { place: t(`emirates.${e.slug}`) })}</Link>
        </li>
      ))}
    </ul>
  );

  const plainLinks = [
    { href: '/calculators', label: t('nav.calculators') },
    { href: '/blog', label: t('nav.blog') },
    { href: '/about', label: t('nav.about') },
    { href: '/contact', label: t('nav.contact') },
  ];

  return (
    <header className="sticky top-0 z-30 print:hidden border-b border-gray-200 bg-white/95 backdrop-blur">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        {t('nav.skipToContent')}
      </a>
      <MenuCloser />
      <SoftNavigation />
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <Link href="/" className="flex shrink-0 items-center gap-2" aria-label={business.name[locale]}>
          <LogoMark />
          <span className="hidden text-base leading-tight font-bold text-brand-900 sm:block">{business.name[locale]}</span>
        </Link>

        <nav aria-label={t('nav.label')} className="ms-4 hidden items-center gap-1 lg:flex">
          <details data-menu className="relative">
            <summary className={summaryCls}>{t('nav.services')}<ChevronDownIcon /></summary>
            <div className="absolute start-0 top-full z-40 mt-2 max-h-[75vh] w-[52rem] max-w-[90vw] overflow-y-auto rounded-lg border border-gray-200 bg-white p-4 shadow-xl">{servicesMenu}</div>
          </details>
          <details data-menu className="relative">
            <summary className={summaryCls}>{t('nav.acByEmirate')}<ChevronDownIcon /></summary>
            <div className="absolute start-0 top-full z-40 mt-2 w-[28rem] rounded-lg border border-gray-200 bg-white p-3 shadow-xl">{emiratesMenu}</div>
          </details>
          {plainLinks.map((l) => (
            <Link key={l.href} href={l.href} className={summaryCls}>{l.label}</Link>
          ))}
        </nav>

        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <AccountMenu labels={{ signedInAs: tAuth('signedInAs', { email: '{email}' }), inbox: tAuth('inbox'), signOut: tAuth('signOut') }} />
          <a href={telHref(business.phone)} className="flex items-center gap-1 rounded-md px-2 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50" aria-label={t('nav.callUs', { phone })}>
            <PhoneIcon />
            <bdi dir="ltr" className="hidden xl:inline">{phone}</bdi>
          </a>
          <a href={wa} target="_blank" rel="noopener noreferrer" className="hidden items-center gap-1 rounded-md px-2 py-2 text-sm font-semibold text-whatsapp-dark hover:bg-green-50 sm:flex">
            <WhatsAppIcon />
            <span className="hidden md:inline">{t('nav.whatsapp')}</span>
          </a>
          <LanguageSwitcher label={t('language.switchTo')} title={t('language.switchToLabel')} />
          <Link href="/quote" className="rounded-md bg-accent-500 px-3 py-2 text-sm font-bold text-gray-950 shadow-sm hover:bg-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600">
            {t('nav.getQuote')}
          </Link>
          <details data-menu className="lg:hidden">
            <summary className="flex cursor-pointer items-center rounded-md p-2 text-gray-800 hover:bg-brand-50" aria-label={t('nav.menu')}>
              <MenuIcon />
            </summary>
            <nav aria-label={t('nav.label')} className="absolute inset-x-0 top-full max-h-[80vh] overflow-y-auto border-t border-gray-200 bg-white p-4 shadow-xl" data-testid="mobile-menu">
              <details className="mb-2">
                <summary className={summaryCls}>{t('nav.services')}<ChevronDownIcon /></summary>
                <div className="p-2">{servicesMenu}</div>
              </details>
              <details className="mb-2">
                <summary className={summaryCls}>{t('nav.acByEmirate')}<ChevronDownIcon /></summary>
                <div className="p-2">{emiratesMenu}</div>
              </details>
              <ul>
                {plainLinks.map((l) => (
                  <li key={l.href}><Link href={l.href} className={menuLink}>{l.label}</Link></li>
                ))}
                <li><Link href="/callback" className={menuLink}>{t('nav.callback')}</Link></li>
                <li><a href={wa} target="_blank" rel="noopener noreferrer" className={menuLink}>{t('nav.whatsapp')}</a></li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
