import { notFound } from 'next/navigation';
import { AmcPlansCta } from '@/components/amc/AmcPlansCta';
import { ContentPage } from '@/components/content/ContentPage';
import { illustrationOf } from '@/components/content/Illustration';
import { findService, servicePath, services } from '@/lib/catalogue';
import { copyMetadata } from '@/lib/content/metadata';
import { getPageName } from '@/lib/content/page-copy';
import type { Locale } from '@/lib/i18n/routing';
import { AcEstimate } from '@/components/estimate/AcEstimate';
import { openCopyPage } from '../../../_routes/copyPage';

type Props = { params: Promise<{ locale: Locale; service: string; sub: string }> };

export const dynamicParams = false;
// Returns both segments: the [service] folder has no layout, so no parent params reach this function.
export const generateStaticParams = () =>
  services.flatMap((s) => s.subs.map((sub) => ({ service: s.slug, sub })));

export async function generateMetadata({ params }: Props) {
  const { locale, service, sub } = await params;
  return copyMetadata(locale, `subservice.${service}.${sub}`, servicePath(service, sub));
}

export default async function SubServicePage({ params }: Props) {
  const { locale, service: slug, sub } = await params;
  const service = findService(slug);
  if (!service || !service.subs.includes(sub)) notFound();
  const { t, copy } = await openCopyPage(locale, `subservice.${slug}.${sub}`);
  const parentName = getPageName(locale, `service.${slug}`) ?? slug;
  const siblings = service.subs
    .filter((s) => s !== sub)
    .map((s) => ({
      label: getPageName(locale, `subservice.${slug}.${s}`) ?? s,
      href: servicePath(slug, s),
    }));
  return (
    <ContentPage
      copy={copy}
      trail={[
        { label: t('breadcrumb.services'), href: '/services' },
        { label: parentName, href: servicePath(slug) },
        { label: copy.name, href: servicePath(slug, sub) },
      ]}
      quoteQuery={{ service: `${slug}/${sub}` }}
      estimate={<AcEstimate quoteQuery={{ service: `${slug}/${sub}` }} />}
      illustration={illustrationOf(service.slug, service.group)}
      serviceArea={t('uae')}
      promo={slug === 'air-conditioning' && sub === 'amc' ? <AmcPlansCta /> : undefined}
      linkGroups={[
        {
          heading: t('page.relatedHeading'),
          links: [{ label: parentName, href: servicePath(slug) }, ...siblings],
        },
      ]}
    />
  );
}
