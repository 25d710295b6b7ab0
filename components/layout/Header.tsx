import { getLocale, getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { acHubPath, emirates, serviceGroups, servicePath, services } from '@/lib/catalogue';
import { business } from '@/lib/config/business';
import { getPageName } from '@/lib/content/page-copy';
import { formatUaePhone, telHref, whatsappHref } from '@/lib/config/contact-links';
import { localeInfo } from '@/lib/i18n/locales';
import {
  ChevronDownIcon,
  LogoMark,
  MenuIcon,
  PhoneIcon,
  WhatsAppIcon,
} from '@/components/ui/icons';
import { LanguageSwitcher } from './LanguageSwitcher';

// The menus' ~50 links share one class (app/globals.css): the same utilities written on each of them
// cost every page about 7 K characters of HTML and as many again of flight data.
const menuLink = 'menu-link';
// Below xl the navigation is a panel under the header, shown while the menu button's <details> is open.
// The row of six menus and five buttons needs about 1,150 px in Arabic (measured): at lg (1024 px) it
// pushed "Get a Quote" off the screen, so the row starts at xl (tests/e2e/widths.spec.ts).
const navCls =
  'hidden max-xl:group-has-[[data-menu=burger][open]]/header:block max-xl:absolute max-xl:inset-x-0 max-xl:top-full max-xl:max-h-[80vh] max-xl:overflow-y-auto max-xl:border-t max-xl:border-gray-200 max-xl:bg-white max-xl:p-4 max-xl:shadow-xl xl:ms-4 xl:flex xl:items-center xl:gap-1';
// From xl up, a menu opens as a flyout under its button.
const flyoutCls =
  'xl:absolute xl:start-0 xl:top-full xl:z-40 xl:mt-2 xl:rounded-lg xl:border xl:border-gray-200 xl:bg-white xl:shadow-xl';
const summaryCls =
  'flex cursor-pointer whitespace-nowrap items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600';

export async function Header() {
  const t = await getTranslations('common');
  const tService = await getTranslations('service');
  const tClient = await getTranslations('client');
  const locale = await getLocale();
  // One row from xl up, without wrapping: the company name shows beside the logo only while the menus
  // are folded (below xl), the phone number from 2xl, where the row is wider.
  const phone = formatUaePhone(business.phone);
  const wa = whatsappHref(business.whatsapp, tClient('whatsapp.greeting'));

  const servicesMenu = (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {serviceGroups.map((group) => (
        <div key={group}>
          <p className="px-3 pb-1 text-xs font-bold text-brand-700 uppercase">
            {t(`serviceGroups.${group}`)}
          </p>
          <ul>
            {services
              .filter((s) => s.group === group)
              .map((s) => (
                <li key={s.slug}>
                  <Link href={servicePath(s.slug)} className={`${menuLink} font-medium`}>
                    {tService(`${s.slug}.name`)}
                  </Link>
                  {s.subs.length > 0 && (
                    <ul className="ms-3 border-s border-gray-200">
                      {s.subs.map((sub) => (
                        <li key={sub}>
                          <Link href={servicePath(s.slug, sub)} className={menuLink}>
                            {getPageName(locale, `subservice.${s.slug}.${sub}`)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
          </ul>
        </div>
      ))}
      <Link href="/services" className={`${menuLink} font-semibold text-brand-700`}>
        {t('nav.allServices')}
      </Link>
    </div>
  );

  const emiratesMenu = (
    <ul className="grid gap-1 sm:grid-cols-2">
      {emirates.map((e) => (
        <li key={e.slug}>
          <Link href={acHubPath(e.slug)} className={menuLink}>
            {t('nav.acIn', { place: t(`emirates.${e.slug}`) })}
          </Link>
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
    <header className="group/header sticky top-0 z-30 border-b border-gray-200 bg-white/95 backdrop-blur print:hidden">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-3 py-3 sm:gap-3 sm:px-4 2xl:max-w-[88rem]">
        {/* Below xl the logo's end margin, not the buttons' start margin, pushes the buttons and the
            menu button to the row's end: the menu button is then in its place from the first paint,
            while the browser has parsed only this far (the buttons' start margin moved it across the
            row once they arrived: a layout shift on a slow phone). */}
        <Link
          href="/"
          className="flex shrink-0 items-center gap-2 max-xl:me-auto"
          aria-label={business.name[locale]}
        >
          <LogoMark />
          <span className="hidden text-base leading-tight font-bold text-brand-900 sm:block xl:hidden">
            {business.name[locale]}
          </span>
        </Link>

        {/* The menu button comes before the navigation it opens, so the keyboard reaches the links next;
            on a phone it is drawn at the end of the row. */}
        <details data-menu="burger" className="max-xl:order-last max-xl:-ms-2 xl:hidden">
          <summary
            className="flex cursor-pointer items-center rounded-md p-2 text-gray-800 hover:bg-brand-50"
            aria-label={t('nav.menu')}
          >
            <MenuIcon />
          </summary>
        </details>

        {/* One navigation for every screen: a row with flyout menus from xl up, below that a panel the
            menu button opens below xl (CSS :has, so it works without JavaScript). It was once two copies of the
            same sixty links, which doubled the header's HTML and the work of hydrating it. */}
        <nav aria-label={t('nav.label')} data-site-nav="" data-testid="site-nav" className={navCls}>
          <details data-menu className="relative max-xl:mb-2">
            <summary className={summaryCls}>
              {t('nav.services')}
              <ChevronDownIcon />
            </summary>
            <div
              className={`p-2 xl:max-h-[75vh] xl:w-[52rem] xl:max-w-[90vw] xl:overflow-y-auto xl:p-4 ${flyoutCls}`}
            >
              {servicesMenu}
            </div>
          </details>
          <details data-menu className="relative max-xl:mb-2">
            <summary className={summaryCls}>
              {t('nav.acByEmirate')}
              <ChevronDownIcon />
            </summary>
            <div className={`p-2 xl:w-[28rem] xl:p-3 ${flyoutCls}`}>{emiratesMenu}</div>
          </details>
          <ul className="xl:flex xl:items-center xl:gap-1">
            {plainLinks.map((l) => (
              <li key={l.href}>
                <Link href={l.href} className={`${menuLink} xl:font-semibold xl:whitespace-nowrap`}>
                  {l.label}
                </Link>
              </li>
            ))}
            <li className="sm:hidden">
              <Link href="/book" className={menuLink}>
                {t('nav.book')}
              </Link>
            </li>
            <li className="xl:hidden">
              <Link href="/callback" className={menuLink}>
                {t('nav.callback')}
              </Link>
            </li>
            <li className="xl:hidden">
              <a href={wa} target="_blank" rel="noopener noreferrer" className={menuLink}>
                {t('nav.whatsapp')}
              </a>
            </li>
          </ul>
        </nav>

        <div className="flex items-center gap-1 sm:gap-2 xl:ms-auto">
          {/* No account menu on public pages: they are prerendered, and the session cookies are
              HttpOnly, so only the server knows who is signed in (the staff bar shows it). */}
          <a
            href={telHref(business.phone)}
            className="flex items-center gap-1 rounded-md px-1.5 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:px-2"
            aria-label={t('nav.callUs', { phone })}
          >
            <PhoneIcon />
            <bdi dir="ltr" className="hidden whitespace-nowrap 2xl:inline">
              {phone}
            </bdi>
          </a>
          <a
            href={wa}
            target="_blank"
            rel="noopener noreferrer"
            className="hidden items-center gap-1 rounded-md px-2 py-2 text-sm font-semibold text-whatsapp-dark hover:bg-green-50 sm:flex"
          >
            <WhatsAppIcon />
            {/* Its word shows where the row has room: not beside a tablet's company name, nor beside
                the desktop menus until 2xl; a screen reader hears it everywhere. */}
            <span className="sr-only lg:not-sr-only xl:sr-only 2xl:not-sr-only">
              {t('nav.whatsapp')}
            </span>
          </a>
          <LanguageSwitcher
            other={localeInfo[locale].other}
            label={t('language.switchTo')}
            short={localeInfo[localeInfo[locale].other].shortName}
            title={t('language.switchToLabel')}
          />
          <Link
            href="/book"
            className="hidden rounded-md border border-brand-600 px-3 py-2 text-sm font-bold whitespace-nowrap text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:block"
          >
            {t('nav.book')}
          </Link>
          <Link
            href="/quote"
            className="rounded-md bg-accent-500 px-2 py-2 text-sm font-bold whitespace-nowrap text-gray-950 shadow-sm hover:bg-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600 sm:px-3"
          >
            {t('nav.getQuote')}
          </Link>
        </div>
      </div>
    </header>
  );
}
