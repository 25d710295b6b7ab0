import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Photos } from '@/components/content/Photos';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { CallToAction } from '@/components/content/CallToAction';
import { NavLink as Link } from '@/components/i18n/NavLink';
import { getPageName } from '@/lib/content/page-copy';
import { getCaseStudies } from '@/lib/content/collections';
import type { Locale } from '@/lib/i18n/routing';
import { TextList } from '@/components/ui/TextList';
import { metadataOf } from '@/lib/content/metadata';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = metadataOf('/case-studies', (locale) =>
  getCaseStudies(locale).then((c) => c.meta),
);

const serviceLabel = (locale: string, slug: string) => {
  const [service, sub] = slug.split('/');
  return getPageName(locale, sub ? `subservice.${service}.${sub}` : `service.${service}`) ?? slug;
};

export default async function CaseStudiesPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const c = await getCaseStudies(locale);
  return (
    <>
      <Breadcrumbs trail={[{ label: c.h1, href: '/case-studies' }]} />
      <section className="mx-auto max-w-5xl px-4 pt-6 pb-12">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">{c.h1}</h1>
        <p className="mt-4 max-w-3xl text-lg text-gray-700">{c.lead}</p>
        <p className="mt-2 text-sm text-gray-600">{c.note}</p>
        <div className="mt-8 empty:hidden">
          <Photos
            kinds={['before-after']}
            locale={locale}
            heading={(await getTranslations('common.photos'))('beforeAfter')}
          />
        </div>
        <div className="mt-10 space-y-12">
          {c.items.map((item) => (
            <article
              key={item.slug}
              id={item.slug}
              className="rounded-xl border border-gray-200 p-6"
              data-testid="case-study"
            >
              <h2 className="text-2xl font-bold text-brand-900">{item.title}</h2>
              <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
                <div>
                  <dt className="inline font-semibold">{c.labels.client}: </dt>
                  <dd className="inline">{item.clientType}</dd>
                </div>
                <div>
                  <dt className="inline font-semibold">{c.labels.location}: </dt>
                  <dd className="inline">{item.location}</dd>
                </div>
              </dl>
              <h3 className="mt-5 font-bold text-gray-900">{c.labels.problem}</h3>
              <p className="mt-1 text-gray-800">{item.problem}</p>
              <h3 className="mt-5 font-bold text-gray-900">{c.labels.work}</h3>
              <TextList
                ordered
                items={item.work}
                className="mt-1 list-decimal space-y-1 ps-6 text-gray-800"
              />
              <h3 className="mt-5 font-bold text-gray-900">{c.labels.outcome}</h3>
              <p className="mt-1 text-gray-800">{item.outcome}</p>
              <h3 className="mt-5 font-bold text-gray-900">{c.labels.results}</h3>
              <TextList
                items={item.results}
                className="mt-1 list-disc space-y-1 ps-6 font-semibold text-brand-800"
              />
              <h3 className="mt-5 font-bold text-gray-900">{c.labels.services}</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {item.services.map((s) => (
                  <li key={s}>
                    <Link
                      href={`/services/${s}`}
                      className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:bg-brand-100"
                    >
                      {serviceLabel(locale, s)}
                    </Link>
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
        <CallToAction />
      </section>
    </>
  );
}
