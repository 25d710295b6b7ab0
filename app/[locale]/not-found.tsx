import { getTranslations } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { buttonClass } from '@/components/ui/Button';

// Next renders the 404 inside the locale layout only (outside the route groups' layouts), for unknown
// paths ((site)/[...rest]) and for notFound() anywhere: it brings the public chrome itself.
export default async function NotFound() {
  const t = await getTranslations('common.notFound');
  return (
    <SiteChrome>
      <section className="mx-auto max-w-2xl px-4 py-24 text-center">
        <title>{t('metaTitle')}</title>
        <meta name="robots" content="noindex" />
        <p className="text-5xl font-bold text-brand-600">404</p>
        <h1 className="mt-4 text-3xl font-bold text-gray-900">{t('title')}</h1>
        <p className="mt-4 text-gray-700">{t('text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/" className={buttonClass()}>
            {t('home')}
          </Link>
          <Link href="/services" className={buttonClass({ variant: 'secondary' })}>
            {t('services')}
          </Link>
        </div>
      </section>
    </SiteChrome>
  );
}
