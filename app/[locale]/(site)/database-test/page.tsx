import { getTranslations, setRequestLocale } from 'next-intl/server';
import { databaseHealth } from '@/lib/db/status';
import type { Locale } from '@/lib/i18n/routing';
import { metadataOf } from '@/lib/content/metadata';

// Per request: it reports the live state of the database.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale }> };

export const generateMetadata = metadataOf(
  '/database-test',
  async (locale) => {
    const t = await getTranslations({ locale, namespace: 'common.databaseTest' });
    return { title: t('metaTitle'), description: t('intro') };
  },
  { noindex: true },
);

export default async function DatabaseTestPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('common.databaseTest');
  const h = await databaseHealth();
  const rows: [string, string][] = [
    [t('status'), h.ok ? t('up') : t('down')],
    [t('driver'), t(`drivers.${h.driver}`)],
    [t('latency'), h.latencyMs === null ? '—' : t('latencyValue', { ms: h.latencyMs })],
    [t('migrations'), `${h.migrations.applied} / ${h.migrations.expected}`],
    [t('latestMigration'), h.migrations.latest ?? t('none')],
  ];
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t('h1')}</h1>
      <p className="mt-3 text-gray-700">{t('intro')}</p>
      <dl
        className="mt-8 divide-y divide-gray-200 rounded-lg border border-gray-200"
        data-testid="db-status"
        data-ok={h.ok}
      >
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-4 px-4 py-3">
            <dt className="font-semibold">{k}</dt>
            <dd>
              <bdi>{v}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {!h.ok && <p className="mt-4 rounded-md bg-amber-50 p-4 text-amber-900">{t('downHelp')}</p>}
    </section>
  );
}
