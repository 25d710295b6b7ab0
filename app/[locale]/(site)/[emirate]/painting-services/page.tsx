import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/content/ContentPage';
import { emirates, findEmirate, isEmirateSlug, paintingPath, servicePath } from '@/lib/catalogue';
import { copyMetadata } from '@/lib/content/metadata';
import { getPageName } from '@/lib/content/page-copy';
import { emirateLinks } from '@/lib/content/place-links';
import type { Locale } from '@/lib/i18n/routing';
import { openCopyPage } from '../../_routes/copyPage';

type Props = { params: Promise<{ locale: Locale; emirate: string }> };

export const dynamicParams = false;
export const generateStaticParams = () =>
  emirates.filter((e) => e.painting).map((e) => ({ emirate: e.slug }));

export async function generateMetadata({ params }: Props) {
  const { locale, emirate } = await params;
  return copyMetadata(locale, `painting.${emirate}`, paintingPath(emirate));
}

export default async function PaintingPage({ params }: Props) {
  const { locale, emirate } = await params;
  if (!isEmirateSlug(emirate) || !findEmirate(emirate)?.painting) notFound();
  const { t, copy } = await openCopyPage(locale, `painting.${emirate}`);
  return (
    <ContentPage
      copy={copy}
      trail={[
        { label: t('breadcrumb.services'), href: '/services' },
        { label: copy.name, href: paintingPath(emirate) },
      ]}
      quoteQuery={{ service: 'painting', emirate }}
      illustration="finishing"
      serviceArea={t(`emirates.${emirate}`)}
      linkGroups={[
        ...emirateLinks(locale, t, emirate, paintingPath(emirate)),
        {
          heading: t('page.relatedHeading'),
          links: [
            { label: t('page.allServicesLink'), href: '/services' },
            {
              label: getPageName(locale, 'service.painting') ?? 'painting',
              href: servicePath('painting'),
            },
          ],
        },
      ]}
    />
  );
}
