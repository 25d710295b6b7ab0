import { connection } from 'next/server';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/content/Breadcrumbs';
import { NavLink as Link } from '@/components/i18n/NavLink';
import type { Locale } from '@/lib/i18n/routing';
import { queryPrefillFields } from '@/lib/leads/model';
import { metadataOf, metaMessages } from '@/lib/content/metadata';
import { LeadFormSection } from '@/components/forms/LeadFormSection';
import {
  estimateFields,
  estimateHiddenNames,
  estimateInputFrom,
} from '@/lib/pricing/estimate-input';

type Props = {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** What the booking flow can start from: the quote page's own pre-filled place and service. */
const bookingScope = ['service', 'emirate', 'area'] as const;

/** The route module of a request page (/quote, /callback): heading, lead and the form. */
export function requestPage(kind: 'quote' | 'callback') {
  const path = `/${kind}`;
  return {
    generateMetadata: metadataOf(path, metaMessages(`requests.${kind}.meta`)),
    Page: async function RequestPage({ params, searchParams }: Props) {
      const { locale } = await params;
      setRequestLocale(locale);
      // Rendered per request: the time windows the form offers change by the hour.
      await connection();
      const t = await getTranslations('requests');
      const query = await searchParams;
      const scope = Object.fromEntries(
        bookingScope.flatMap((name) => {
          const value = query[name];
          return typeof value === 'string' && value ? [[name, value]] : [];
        }),
      );
      // A quote asked for from an estimate carries its input: the server recomputes and stores it.
      const fromEstimate = kind === 'quote' ? estimateInputFrom(query, estimateHiddenNames) : null;
      return (
        <>
          <Breadcrumbs trail={[{ label: t(`${kind}.name`), href: path }]} />
          <section className="mx-auto max-w-3xl px-4 pt-6 pb-12">
            <h1 className="text-3xl font-bold text-brand-900">{t(`${kind}.h1`)}</h1>
            <p className="mt-3 text-lg text-gray-700">{t(`${kind}.lead`)}</p>
            {kind === 'quote' && (
              <p className="mt-2 text-sm">
                {t('quote.callbackPrompt')}{' '}
                <Link href="/callback" className="font-semibold text-brand-700 underline">
                  {t('quote.callbackLink')}
                </Link>
              </p>
            )}
            {kind === 'quote' && (
              <p className="mt-2 text-sm">
                {t('quote.bookPrompt')}{' '}
                <Link
                  href={Object.keys(scope).length ? { pathname: '/book', query: scope } : '/book'}
                  className="font-semibold text-brand-700 underline"
                >
                  {t('quote.bookLink')}
                </Link>
              </p>
            )}
            <div className="mt-8 rounded-xl border border-gray-200 p-6">
              <LeadFormSection
                kind={kind}
                sourcePath={path}
                prefillFromQuery={queryPrefillFields}
                hidden={
                  fromEstimate ? estimateFields(fromEstimate, estimateHiddenNames) : undefined
                }
              />
            </div>
          </section>
        </>
      );
    },
  };
}
