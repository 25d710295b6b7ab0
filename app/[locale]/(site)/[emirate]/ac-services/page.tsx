import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/content/ContentPage';
import { acHubPath, emirates, isEmirateSlug } from '@/lib/catalogue';
import { copyMetadata } from '@/lib/content/metadata';
import { areaLinks, emirateLinks } from '@/lib/content/place-links';
import type { Locale } from '@/lib/i18n/routing';
import { AcEstimate } from '@/components/estimate/AcEstimate';
import { openCopyPage } from '../../_routes/copyPage';

type Props = { params: Promise<{ locale: Locale; emirate: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => emirates.map((e) => ({ emirate: e.slug }));

export async function generateMetadata({ params }: Props) {
  const { locale, emirate } = await params;
  return copyMetadata(locale, `acHub.${emirate}`, acHubPath(emirate));
}

export default async function AcHubPage({ params }: Props) {
  const { locale, emirate } = await params;
  if (!isEmirateSlug(emirate)) notFound();
  const { t, copy } = await openCopyPage(locale, `acHub.${emirate}`);
  return (
    <ContentPage
      copy={copy}
      trail={[{ label: copy.name, href: acHubPath(emirate) }]}
      quoteQuery={{ service: 'air-conditioning', emirate }}
      estimate={<AcEstimate quoteQuery={{ service: 'air-conditioning', emirate }} />}
      illustration="ac"
      serviceArea={t(`emirates.${emirate}`)}
      linkGroups={[
        ...emirateLinks(locale, t, emirate, acHubPath(emirate)),
        ...areaLinks(locale, t, emirate),
      ]}
    />
  );
}
