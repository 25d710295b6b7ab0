import { getLocale } from 'next-intl/server';
import { NavLink as Link } from '@/components/i18n/NavLink';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';

/** The way from every AMC page to the plans page, where the plans are compared and requested. */
export async function AmcPlansCta() {
  const t = serverText((await getLocale()) as Locale);
  return (
    <aside
      className="mt-6 max-w-3xl rounded-xl border-s-4 border-accent-500 bg-brand-50 p-5 print:hidden"
      data-testid="amc-plans-cta"
    >
      <p className="text-lg font-bold text-brand-900">{t('amcPlans.cta.heading')}</p>
      <p className="mt-1 text-gray-800">{t('amcPlans.cta.text')}</p>
      <Link
        href="/amc-plans"
        className="mt-3 inline-block rounded-md bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700"
      >
        {t('amcPlans.cta.link')}
      </Link>
    </aside>
  );
}
