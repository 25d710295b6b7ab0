import { getLocale, getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { acHubPath, emirates, footerServiceLinks } from '@/lib/catalogue';
import { business, supabaseConfig } from '@/lib/config/business';
import { CompanyFacts } from '@/components/company/CompanyFacts';
import { formatUaePhone, telHref } from '@/lib/config/contact-links';
import { hoursLines } from '@/lib/i18n/hours-text';

const heading = 'mb-3 text-sm font-bold text-white';
const link = 'text-sm text-brand-100 hover:text-white hover:underline';

/** A column of links under its own heading, a nav landmark named by it. */
function LinkColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { href: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <p id={id} className={heading}>
        {title}
      </p>
      <ul className="space-y-2">
        {links.map((l) => (
          <li key={l.href}>
            <Link className={link} href={l.href}>
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export async function Footer() {
  const t = await getTranslations('common');
  const tAmc = await getTranslations('amcPlans');
  const locale = await getLocale();
  const companyLinks = [
    { href: '/about', key: 'about' },
    { href: '/services', key: 'services' },
    { href: '/prices', key: 'prices' },
    { href: '/blog', key: 'blog' },
    { href: '/case-studies', key: 'caseStudies' },
    { href: '/resources', key: 'resources' },
    { href: '/careers', key: 'careers' },
    { href: '/contact', key: 'contact' },
    { href: '/terms', key: 'terms' },
    { href: '/privacy', key: 'privacy' },
    // Only where staff accounts exist: without them /sign-in is a 404. Public pages are prerendered,
    // so this follows the build's environment (build with the same SUPABASE_* settings you run with).
    ...(supabaseConfig ? [{ href: '/sign-in', key: 'staff' } as const] : []),
  ] as const;

  return (
    // Bottom padding keeps the floating WhatsApp button clear of the last line of the footer.
    <footer
      id="site-footer"
      className="mt-16 bg-brand-900 pb-24 text-brand-100 render-near-view [--near-view-height:1600px] sm:[--near-view-height:900px] lg:[--near-view-height:420px] print:hidden"
    >
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <p className="text-lg font-bold text-white">{business.name[locale]}</p>
          <p className="mt-2 text-sm">{t('tagline')}</p>
          <ul className="mt-4 space-y-1 text-sm" aria-label={t('footer.contactHeading')}>
            <li>
              <a className={link} href={telHref(business.phone)}>
                <bdi dir="ltr">{formatUaePhone(business.phone)}</bdi>
              </a>
            </li>
            <li>
              <a className={link} href={`mailto:${business.email}`}>
                <bdi dir="ltr">{business.email}</bdi>
              </a>
            </li>
          </ul>
          <p className="mt-3 text-sm">{t('footer.replyPromise')}</p>
        </div>
        <LinkColumn
          id="footer-services"
          title={t('footer.servicesHeading')}
          links={[
            ...footerServiceLinks.map((l) => ({
              href: l.href,
              label: t(`footer.services.${l.key}`),
            })),
            { href: '/amc-plans', label: tAmc('name') },
          ]}
        />
        <LinkColumn
          id="footer-emirates"
          title={t('footer.emiratesHeading')}
          links={emirates.map((e) => ({ href: acHubPath(e.slug), label: t(`emirates.${e.slug}`) }))}
        />
        <LinkColumn
          id="footer-company"
          title={t('footer.companyHeading')}
          links={companyLinks.map((l) => ({ href: l.href, label: t(`footer.company.${l.key}`) }))}
        />
        <div>
          <p className={heading}>{t('footer.hoursHeading')}</p>
          <ul className="space-y-1 text-sm">
            {hoursLines(locale, t).map((line) => (
              <li key={line}>{line}</li>
            ))}
            <li className="font-semibold text-white">{t('footer.hours.emergency')}</li>
          </ul>
        </div>
      </div>
      <CompanyFacts
        locale={locale}
        className="mx-auto max-w-7xl px-4 pb-8"
        headingClassName={heading}
        linkClassName={link}
      />
      <div className="border-t border-brand-800">
        <ul
          className="mx-auto flex max-w-7xl flex-wrap gap-x-6 gap-y-2 px-4 py-4 text-xs"
          data-testid="claims"
        >
          {business.claims.map((c) => (
            <li key={c}>{t(`claims.${c}`)}</li>
          ))}
        </ul>
        <p className="mx-auto max-w-7xl px-4 pb-4 text-xs">
          {t('footer.rights', { year: new Date().getFullYear(), name: business.name[locale] })}
        </p>
      </div>
    </footer>
  );
}
