import { notFound } from 'next/navigation';
import { AmcPlansCta } from '@/components/amc/AmcPlansCta';
import { ContentPage } from '@/components/content/ContentPage';
import {
  acChildPath,
  acHubPath,
  areaNamespace,
  emirates,
  findArea,
  findEmirate,
  findService,
  isEmirateSlug,
} from '@/lib/catalogue';
import { copyMetadata } from '@/lib/content/metadata';
import { getPageName } from '@/lib/content/page-copy';
import { emirateLinks, neighbourLinks } from '@/lib/content/place-links';
import type { Locale } from '@/lib/i18n/routing';
import { AcEstimate } from '@/components/estimate/AcEstimate';
import { openCopyPage } from '../../../_routes/copyPage';

type Props = { params: Promise<{ locale: Locale; emirate: string; slug: string }> };

// A slug under /<emirate>/ac-services/ is either one of that emirate's AC sub-services or one of its
// neighbourhoods; the catalogue decides, and everything else is a 404.
const namespaceOf = (emirate: string, slug: string) => {
  if (findEmirate(emirate)?.acSubs.includes(slug)) return `acSub.${emirate}.${slug}`;
  if (findArea(emirate, slug)) return areaNamespace(emirate, slug);
  return null;
};

// The emirate pages name their AC sub-services as the original site did; the booking and quote forms
// pre-choose the UAE-wide sub-service behind each (an AMC page books an AMC visit).
const acSubService = (slug: string) => {
  const sub = slug.replace(/^ac-/, '').replace(/^repair$/, 'repair-cleaning');
  return findService('air-conditioning')?.subs.includes(sub)
    ? `air-conditioning/${sub}`
    : 'air-conditioning';
};

export const dynamicParams = false;
// Returns both segments: no layout above passes the emirate down to this function.
export const generateStaticParams = () =>
  emirates.flatMap((e) =>
    [...e.acSubs, ...e.areas.map((a) => a.slug)].map((slug) => ({ emirate: e.slug, slug })),
  );

export async function generateMetadata({ params }: Props) {
  const { locale, emirate, slug } = await params;
  const ns = namespaceOf(emirate, slug);
  return ns ? copyMetadata(locale, ns, acChildPath(emirate, slug)) : {};
}

export default async function AcChildPage({ params }: Props) {
  const { locale, emirate, slug } = await params;
  const ns = namespaceOf(emirate, slug);
  if (!ns || !isEmirateSlug(emirate)) notFound();
  const { t, copy } = await openCopyPage(locale, ns);
  const path = acChildPath(emirate, slug);
  const hubName = getPageName(locale, `acHub.${emirate}`) ?? emirate;
  const area = findArea(emirate, slug);
  const place = t(`emirates.${emirate}`);
  return (
    <ContentPage
      copy={copy}
      trail={[
        { label: hubName, href: acHubPath(emirate) },
        { label: copy.name, href: path },
      ]}
      quoteQuery={
        area
          ? { service: 'air-conditioning', emirate, area: slug }
          : { service: acSubService(slug), emirate }
      }
      estimate={
        <AcEstimate
          quoteQuery={
            area
              ? { service: 'air-conditioning', emirate, area: slug }
              : { service: acSubService(slug), emirate }
          }
        />
      }
      illustration="ac"
      serviceArea={area ? `${copy.name}, ${place}` : place}
      whatsappTopic={area ? t('nav.acIn', { place: copy.name }) : undefined}
      nextStepNearTop={Boolean(area)}
      promo={slug === 'amc' ? <AmcPlansCta /> : undefined}
      linkGroups={[
        ...(area ? neighbourLinks(locale, t, emirate, area) : []),
        ...emirateLinks(locale, t, emirate, path),
      ]}
    />
  );
}
