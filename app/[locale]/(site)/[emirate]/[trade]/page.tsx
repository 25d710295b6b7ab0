import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentPage } from '@/components/content/ContentPage';
import {
  emirates,
  findEmirate,
  isEmirateSlug,
  servicePath,
  tradePath,
  tradeService,
} from '@/lib/catalogue';
import { getPageCopy, getPageName } from '@/lib/content/page-copy';
import { copyMetadata } from '@/lib/content/metadata';
import { emirateLinks } from '@/lib/content/place-links';
import type { Locale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: Locale; emirate: string; trade: string }> };

export const dynamicParams = false;
export const generateStaticParams = () =>
  emirates.flatMap((e) => e.trades.map((trade) => ({ emirate: e.slug, trade })));

export async function generateMetadata({ params }: Props) {
  const { locale, emirate, trade } = await params;
  return findEmirate(emirate)?.trades.includes(trade)
    ? copyMetadata(locale, `trade.${trade}`, tradePath(emirate, trade))
    : {};
}

export default async function TradePage({ params }: Props) {
  const { locale, emirate, trade } = await params;
  if (!isEmirateSlug(emirate) || !findEmirate(emirate)?.trades.includes(trade)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations('common');
  const copy = getPageCopy(locale, `trade.${trade}`);
  const service = tradeService[trade as keyof typeof tradeService];
  return (
    <ContentPage
      copy={copy}
      trail={[
        { label: t('breadcrumb.services'), href: '/services' },
        { label: copy.name, href: tradePath(emirate, trade) },
      ]}
      quoteQuery={{ service, emirate }}
      illustration="finishing"
      serviceArea={t(`emirates.${emirate}`)}
      linkGroups={[
        ...emirateLinks(locale, t, emirate, tradePath(emirate, trade)),
        {
          heading: t('page.relatedHeading'),
          links: [
            {
              label: getPageName(locale, `service.${service}`) ?? service,
              href: servicePath(service),
            },
          ],
        },
      ]}
    />
  );
}
