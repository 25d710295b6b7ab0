import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { resourcePath } from '@/lib/catalogue';
import { getResources } from '@/lib/content/collections';
import type { Locale } from '@/lib/i18n/routing';
import { metadataOf } from '@/lib/content/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = metadataOf(resourcePath(), (locale) =>
  getResources(locale).then((r) => r.meta),
);

export default async function ResourcesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const r = await getResources(locale);
  const tNav = await getTranslations('common.nav');
  const card = (g: { slug: string; title: string; summary: string }) => (
    <li key={g.slug} className="rounded-lg border border-gray-200 p-4 hover:border-brand-600">
      <Link href={resourcePath(g.slug)} className="font-semibold text-brand-800 hover:underline">
        {g.title}
      </Link>
      <p className="mt-1 text-sm text-gray-700">{g.summary}</p>
    </li>
  );
  return (
    <>
      <Breadcrumbs trail={[{ label: r.h1, href: resourcePath() }]} />
      <section className="mx-auto max-w-5xl px-4 pt-6 pb-12">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{r.h1}</h1>
        <p className="mt-4 max-w-3xl text-lg text-gray-700">{r.lead}</p>
        <h2 className="mt-10 text-2xl font-bold text-brand-900">{r.labels.checklistsHeading}</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2" data-testid="resource-list">
          {r.checklists.map(card)}
        </ul>
        <h2 className="mt-10 text-2xl font-bold text-brand-900">{r.labels.guidesHeading}</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {card(r.amcComparison)}
          {card(r.glossary)}
          <li className="rounded-lg border border-gray-200 p-4">
            <Link href="/calculators" className="font-semibold text-brand-800 hover:underline">
              {tNav('calculators')}
            </Link>
          </li>
        </ul>
      </section>
    </>
  );
}
