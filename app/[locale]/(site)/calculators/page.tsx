import { setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { CallToAction } from '@/components/content/CallToAction';
import { calculatorPath, calculatorSlugs } from '@/lib/catalogue';
import { getCalculatorCopy, getCalculatorsIndex } from '@/lib/content/calculators';
import { NavLink as Link } from '@/components/i18n/NavLink';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props) {
  const { locale } = await params;
  const c = getCalculatorsIndex(locale);
  return pageMetadata({
    locale,
    path: calculatorPath(),
    title: c.meta.title,
    description: c.meta.description,
  });
}

/** One card per calculator, saying what it answers. */
export default async function CalculatorsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const c = getCalculatorsIndex(locale);
  return (
    <>
      <Breadcrumbs trail={[{ label: c.name, href: calculatorPath() }]} />
      <section className="mx-auto max-w-5xl px-4 pt-6 pb-12">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{c.h1}</h1>
        <p className="mt-4 max-w-3xl text-lg text-gray-700">{c.lead}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2" data-testid="calculator-list">
          {calculatorSlugs.map((slug) => {
            const copy = getCalculatorCopy(locale, slug);
            return (
              <li
                key={slug}
                className="flex flex-col rounded-xl border border-gray-200 p-5 hover:border-brand-600"
              >
                <h2 className="text-xl font-bold text-brand-900">
                  <Link href={calculatorPath(slug)} className="hover:underline">
                    {copy.name}
                  </Link>
                </h2>
                <p className="mt-2 flex-1 text-gray-700">{copy.summary}</p>
                <Link
                  href={calculatorPath(slug)}
                  className="mt-4 font-semibold text-brand-700 underline"
                  aria-hidden="true"
                  tabIndex={-1}
                >
                  {c.open}
                </Link>
              </li>
            );
          })}
        </ul>
        <p className="mt-8 text-sm text-gray-600">{c.note}</p>
        <CallToAction quoteQuery={{ service: 'hvac' }} />
      </section>
    </>
  );
}
