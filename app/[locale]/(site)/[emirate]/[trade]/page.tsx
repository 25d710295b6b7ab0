import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/content/ContentPage';
import { illustrationOf } from '@/components/content/Illustration';
import {
  emirates,
  findTrade,
  isEmirateSlug,
  servicePath,
  tradeNamespace,
  tradePath,
} from '@/lib/catalogue';
import { getPageName } from '@/lib/content/page-copy';
import { copyMetadata } from '@/lib/content/metadata';
import { emirateLinks } from '@/lib/content/place-links';
import type { Locale } from '@/lib/i18n/routing';
import { openCopyPage } from '../../_routes/copyPage';

type Props = { params: Promise<{ locale: Locale; emirate: string; trade: string }> };

export const dynamicParams = false;
export const generateStaticParams = () =>
  emirates.flatMap((e) => e.trades.map((t) => ({ emirate: e.slug, trade: t.slug })));

export async function generateMetadata({ params }: Props) {
  const { locale, emirate, trade } = await params;
  return findTrade(emirate, trade)
    ? copyMetadata(locale, tradeNamespace(emirate, trade), tradePath(emirate, trade))
    : {};
}

export default async function TradePage({ params }: Props) {
  const { locale, emirate, trade } = await params;
  const found = isEmirateSlug(emirate) ? findTrade(emirate, trade) : undefined;
  if (!isEmirateSlug(emirate) || !found) notFound();
  const { t, copy } = await openCopyPage(locale, tradeNamespace(emirate, trade));
  const { service } = found;
  return (
    <ContentPage
      copy={copy}
      trail={[
        { label: t('breadcrumb.services'), href: '/services' },
        { label: copy.name, href: tradePath(emirate, trade) },
      ]}
      quoteQuery={{ service, emirate }}
      illustration={illustrationOf(service, 'finishing')}
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
