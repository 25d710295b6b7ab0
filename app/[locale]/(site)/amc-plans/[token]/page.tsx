import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { FocusOnMount } from '@/components/booking/FocusOnMount';
import { amcRecapRows } from '@/lib/amc/recap';
import { amcRequestByToken } from '@/lib/amc/store';
import { getDb } from '@/lib/db/client';
import type { Locale } from '@/lib/i18n/routing';
import { serverText } from '@/lib/i18n/server-text';

// An AMC request's private page, reached only by its unguessable link, like a booking's: rendered per
// request, never stored by a cache, no referrer and noindex (next.config.ts, deploy/nginx.conf).

type Props = {
  params: Promise<{ locale: Locale; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = serverText(locale);
  return {
    title: t('amcPlans.recap.metaTitle'),
    description: t('amcPlans.recap.metaDescription'),
    robots: { index: false, follow: false },
    referrer: 'same-origin',
  };
}

export default async function AmcRequestPage({ params, searchParams }: Props) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const isNew = (await searchParams).new === '1';
  const found = await amcRequestByToken((await getDb()).db, token);
  if (!found) notFound();
  const { request, lead } = found;
  const t = serverText(locale);
  const r = 'amcPlans.recap';

  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-12">
      <h1
        id="amc-heading"
        tabIndex={-1}
        autoFocus={isNew}
        className="text-3xl font-bold text-brand-900 focus:outline-none"
        data-testid="amc-heading"
      >
        {t(isNew ? `${r}.headingNew` : `${r}.headingExisting`)}
      </h1>
      {/* The form redirects here with JavaScript too, where autofocus is not applied. */}
      {isNew && <FocusOnMount key={token} id="amc-heading" />}

      <div className="mt-6 rounded-xl bg-brand-50 p-6">
        <p className="text-sm font-semibold text-gray-700">{t(`${r}.reference`)}</p>
        <p
          className="mt-1 font-mono text-4xl font-bold tracking-wider text-brand-900 select-all"
          dir="ltr"
          data-testid="amc-reference"
        >
          {request.reference}
        </p>
        <p className="mt-2 text-sm text-gray-700">{t(`${r}.referenceHint`)}</p>
      </div>

      <section aria-labelledby="amc-recap-heading" className="mt-8">
        <h2 id="amc-recap-heading" className="text-xl font-bold text-brand-900">
          {t(`${r}.heading`)}
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]" data-testid="amc-recap">
          {amcRecapRows(t, request, lead, locale).map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-gray-600">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="amc-next-heading" className="mt-8">
        <h2 id="amc-next-heading" className="text-xl font-bold text-brand-900">
          {t(`${r}.nextHeading`)}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 ps-6" data-testid="amc-next">
          <li>{t(`${r}.nextCall`)}</li>
          <li>{t(`${r}.nextSurvey`)}</li>
          <li>{t(`${r}.nextContract`)}</li>
        </ol>
      </section>
      <p className="mt-8 text-sm text-gray-600">{t(`${r}.privateLink`)}</p>
    </article>
  );
}
