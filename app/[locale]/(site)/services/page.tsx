import { ContentPage } from '@/components/content/ContentPage';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { serviceGroups, servicePath, services } from '@/lib/catalogue';
import { copyMetadata } from '@/lib/content/metadata';
import { getPageCopy } from '@/lib/content/page-copy';
import type { Locale } from '@/lib/i18n/routing';
import { openCopyPage } from '../_routes/copyPage';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  return copyMetadata((await params).locale, 'page.services', '/services');
}

/** Every service and sub-service, grouped, each card with its one-line summary. */
export default async function ServicesIndexPage({ params }: Props) {
  const { locale } = await params;
  const { t, copy } = await openCopyPage(locale, 'page.services');
  return (
    <ContentPage copy={copy} trail={[{ label: copy.name, href: '/services' }]}>
      <div data-testid="services-index" className="space-y-10">
        {serviceGroups.map((group) => (
          <section key={group}>
            <h2 className="text-2xl font-bold text-brand-900">{t(`serviceGroups.${group}`)}</h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {services
                .filter((s) => s.group === group)
                .flatMap((s) => [
                  { ns: `service.${s.slug}`, href: servicePath(s.slug) },
                  ...s.subs.map((sub) => ({
                    ns: `subservice.${s.slug}.${sub}`,
                    href: servicePath(s.slug, sub),
                  })),
                ])
                .map(({ ns, href }) => (
                  <ServiceCard key={href} locale={locale} ns={ns} href={href} />
                ))}
            </ul>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}

/** One card: the page's name and its one-line summary, prices filled. */
async function ServiceCard({ locale, ns, href }: { locale: Locale; ns: string; href: string }) {
  const c = await getPageCopy(locale, ns);
  return (
    <li className="rounded-lg border border-gray-200 p-4 hover:border-brand-600">
      <Link href={href} className="font-semibold text-brand-800 hover:underline">
        {c.name}
      </Link>
      <p className="mt-1 text-sm text-gray-700">{c.summary}</p>
    </li>
  );
}
