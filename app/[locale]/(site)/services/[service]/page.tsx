import { notFound } from 'next/navigation';
import { ContentPage } from '@/components/content/ContentPage';
import { illustrationOf } from '@/components/content/Illustration';
import { findService, servicePath, services } from '@/lib/catalogue';
import { copyMetadata } from '@/lib/content/metadata';
import { getPageName } from '@/lib/content/page-copy';
import type { Locale } from '@/lib/i18n/routing';
import { AcEstimate } from '@/components/estimate/AcEstimate';
import { openCopyPage } from '../../_routes/copyPage';

type Props = { params: Promise<{ locale: Locale; service: string }> };

export const dynamicParams = false;
export const generateStaticParams = () => services.map((s) => ({ service: s.slug }));

export async function generateMetadata({ params }: Props) {
  const { locale, service } = await params;
  return copyMetadata(locale, `service.${service}`, servicePath(service));
}

export default async function ServicePage({ params }: Props) {
  const { locale, service: slug } = await params;
  const service = findService(slug);
  if (!service) notFound();
  const { t, copy } = await openCopyPage(locale, `service.${slug}`);
  const subs = service.subs.map((sub) => ({
    label: getPageName(locale, `subservice.${slug}.${sub}`) ?? sub,
    href: servicePath(slug, sub),
  }));
  const related = services
    .filter((s) => s.group === service.group && s.slug !== slug)
    .map((s) => ({
      label: getPageName(locale, `service.${s.slug}`) ?? s.slug,
      href: servicePath(s.slug),
    }));
  const topicKey = `whatsappFloat.topics.${slug}` as 'whatsappFloat.topics.air-conditioning';
  return (
    <ContentPage
      copy={copy}
      trail={[
        { label: t('breadcrumb.services'), href: '/services' },
        { label: copy.name, href: servicePath(slug) },
      ]}
      quoteQuery={{ service: slug }}
      estimate={<AcEstimate quoteQuery={{ service: slug }} />}
      illustration={illustrationOf(service.slug, service.group)}
      serviceArea={t('uae')}
      // A broad page's name alone («التكييف») makes a bare question: ask about its services.
      whatsappTopic={t.has(topicKey) ? t(topicKey) : undefined}
      linkGroups={[
        ...(subs.length ? [{ heading: t('page.subservicesHeading'), links: subs }] : []),
        ...(related.length ? [{ heading: t('page.relatedHeading'), links: related }] : []),
      ]}
    />
  );
}
