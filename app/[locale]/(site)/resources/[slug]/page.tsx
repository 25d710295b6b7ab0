import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { AmcPlansCta } from '@/components/amc/AmcPlansCta';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { PrintButton } from '@/components/content/PrintButton';
import { resourcePath, resourceSlugs } from '@/lib/catalogue';
import { JsonLd } from '@/components/content/JsonLd';
import { getResource, getResources, readResources } from '@/lib/content/collections';
import { statedPrices } from '@/lib/pricing/priced';
import { graph, offerNodes } from '@/lib/seo/structured-data';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => resourceSlugs.map((slug) => ({ slug }));

export async function generateMetadata({ params }: Props) {
  const { locale, slug } = await params;
  const r = await getResource(locale, slug);
  return r
    ? pageMetadata({
        locale,
        path: resourcePath(slug),
        title: r.item.title.slice(0, 42),
        description: r.item.metaDescription,
      })
    : {};
}

/** A printable guide: checklists with tick boxes, the AMC comparison table, the bilingual glossary. */
export default async function ResourcePage({ params }: Props) {
  const { locale, slug } = await params;
  const r = await getResource(locale, slug);
  if (!r) notFound();
  setRequestLocale(locale);
  const index = await getResources(locale);
  // The AMC comparison states the plans' prices: its Offer structured data carries the same amounts.
  const offers =
    r.kind === 'comparison' ? await statedPrices(readResources(locale).amcComparison) : [];
  return (
    <>
      <div className="print:hidden">
        <Breadcrumbs
          trail={[
            { label: index.h1, href: resourcePath() },
            { label: r.item.title, href: resourcePath(slug) },
          ]}
        />
      </div>
      <article className="mx-auto max-w-4xl px-4 pt-6 pb-12">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <h1 className="text-3xl font-bold text-brand-900">{r.item.title}</h1>
          <PrintButton label={r.labels.print} />
        </div>
        <p className="mt-2 text-sm text-gray-600 print:hidden">{r.labels.printHint}</p>
        <p className="mt-4 text-gray-800">{r.item.intro}</p>
        {r.kind === 'checklist' &&
          r.item.sections.map((s) => (
            <section key={s.heading} className="mt-8 break-inside-avoid">
              <h2 className="text-xl font-bold text-brand-900">{s.heading}</h2>
              <ul className="mt-3 space-y-2">
                {s.items.map((i) => (
                  <li key={i} className="flex items-start gap-3">
                    <span
                      aria-hidden="true"
                      className="mt-1 inline-block size-4 shrink-0 rounded border-2 border-gray-500"
                    />
                    {i}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        {r.kind === 'comparison' && (
          <>
            <AmcPlansCta />
            {/* On a phone one card per plan: a four-column table cut off its last plan. From md up
                (and on paper) a fixed-layout table whose columns share the width and wrap. */}
            <ul className="mt-8 grid gap-4 md:hidden print:hidden" data-testid="comparison-cards">
              {r.item.columns.slice(1).map((plan, col) => (
                <li key={plan} className="rounded-xl border border-gray-300 p-4">
                  <h2 className="text-lg font-bold text-brand-900">{plan}</h2>
                  <dl className="mt-2 space-y-2 text-sm">
                    {r.item.rows.map((row) => (
                      <div key={row[0]}>
                        <dt className="font-semibold text-gray-700">{row[0]}</dt>
                        <dd>{row[col + 1]}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
            <table
              className="mt-8 hidden w-full table-fixed border-collapse text-sm md:table print:table"
              data-testid="comparison-table"
            >
              <thead>
                <tr>
                  {r.item.columns.map((c, i) =>
                    // The corner cell above the row names is empty: a cell, not an empty header.
                    c === '' ? (
                      <td key={i} className="border border-gray-300 bg-brand-50 p-2" />
                    ) : (
                      <th
                        key={i}
                        scope="col"
                        className="border border-gray-300 bg-brand-50 p-2 text-start"
                      >
                        {c}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {r.item.rows.map((row) => (
                  <tr key={row[0]}>
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <th
                          key={i}
                          scope="row"
                          className="border border-gray-300 p-2 text-start font-semibold break-words"
                        >
                          {cell}
                        </th>
                      ) : (
                        <td key={i} className="border border-gray-300 p-2 break-words">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-4 text-sm text-gray-700">{r.item.note}</p>
          </>
        )}
        {r.kind === 'glossary' && (
          <table className="mt-8 w-full border-collapse text-sm">
            <thead>
              <tr>
                <th scope="col" className="border border-gray-300 bg-brand-50 p-2 text-start">
                  {r.labels.english}
                </th>
                <th scope="col" className="border border-gray-300 bg-brand-50 p-2 text-start">
                  {r.labels.arabic}
                </th>
                <th scope="col" className="border border-gray-300 bg-brand-50 p-2 text-start">
                  {r.labels.definition}
                </th>
              </tr>
            </thead>
            <tbody>
              {r.item.terms.map((term) => (
                <tr key={term.en}>
                  <td className="border border-gray-300 p-2 font-semibold" lang="en" dir="ltr">
                    {term.en}
                  </td>
                  <td className="border border-gray-300 p-2 font-semibold" lang="ar" dir="rtl">
                    {term.ar}
                  </td>
                  <td className="border border-gray-300 p-2">{term.definition}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {offers.length > 0 && <JsonLd data={graph(...offerNodes(offers))} />}
      </article>
    </>
  );
}
