import { getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { EstimateBlock } from '@/components/estimate/EstimateBlock';
import { PaymentPolicy } from '@/components/payment/PaymentPolicy';
import { isEmirateSlug } from '@/lib/catalogue';
import { estimateRows } from '@/lib/pricing/estimate-input';
import { messageMetadata } from '@/lib/content/metadata';
import { openQueryPage, type QueryPageProps } from '@/lib/i18n/query-page';

// Rendered for each request: the estimate form of every AC page posts here (GET) when the browser
// runs no JavaScript, and the answer is the query's.
export const dynamic = 'force-dynamic';

const first = (value: string | string[] | undefined) =>
  ((Array.isArray(value) ? value[0] : value) ?? '').trim().slice(0, 100);

export async function generateMetadata({ params, searchParams }: QueryPageProps) {
  const { locale } = await params;
  const query = await searchParams;
  const meta = messageMetadata(locale, '/estimate', 'estimate.meta');
  // Canonical /estimate; an answer for one query is not a page of its own for search engines.
  return Object.keys(query).length ? { ...meta, robots: { index: false, follow: true } } : meta;
}

export default async function EstimatePage(props: QueryPageProps) {
  const { locale, query } = await openQueryPage(props);
  const t = await getTranslations({ locale, namespace: 'estimate' });
  // One row per line the form sent (each field repeats once per row); none: the plain start.
  const rows = estimateRows(query);
  // A page's place travels with its estimate, if it is one the catalogue knows.
  const emirate = first(query.emirate);
  const area = first(query.area);
  const place = isEmirateSlug(emirate)
    ? { emirate, ...(/^[a-z0-9-]{1,60}$/.test(area) ? { area } : {}) }
    : {};
  return (
    <>
      <Breadcrumbs trail={[{ label: t('name'), href: '/estimate' }]} />
      <section className="mx-auto max-w-3xl px-4 pt-6 pb-12">
        <h1 className="text-3xl font-bold text-brand-900">{t('h1')}</h1>
        <p className="mt-3 text-lg text-gray-700">{t('lead')}</p>
        <EstimateBlock
          rows={
            rows.length && rows[0]!.service
              ? rows
              : [
                  {
                    service: 'cleaning',
                    unitType: rows[0]?.unitType || 'split',
                    units: Object.keys(query).length ? (rows[0]?.units ?? '') : '1',
                    refrigerant: rows[0]?.refrigerant || 'r410a',
                  },
                ]
          }
          place={place}
        />
        <PaymentPolicy locale={locale} />
      </section>
    </>
  );
}
