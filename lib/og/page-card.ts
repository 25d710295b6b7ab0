import { getTranslations } from 'next-intl/server';
import { getArticle } from '@/lib/blog/articles';
import { findService, isCalculator, isEmirateSlug, type PageEntry } from '@/lib/catalogue';
import { getCalculatorCopy, getCalculatorsIndex } from '@/lib/content/calculators';
import { getCaseStudies, getResource, getResources } from '@/lib/content/collections';
import { readPageCopy } from '@/lib/content/page-copy';
import { priced } from '@/lib/pricing/priced';
import type { Locale } from '@/lib/i18n/routing';

/** The title and the small label above it on a page's social card, per kind of page. */
export async function pageCard(
  locale: Locale,
  page: PageEntry,
): Promise<{ title: string; label: string }> {
  const t = await getTranslations({ locale, namespace: 'common' });
  // The namespace's second part names the service, or for place pages (acHub.sharjah,
  // acArea.sharjah.al-majaz, trade.dubai.tiling-services) the emirate.
  const [, first] = page.namespace.split('.');
  const tBlog = await getTranslations({ locale, namespace: 'blog' });
  const tRoot = await getTranslations({ locale });
  const emirateName = (slug = '') => (isEmirateSlug(slug) ? t(`emirates.${slug}`) : slug);
  // A page of copy (lib/content/page-copy): its h1, with prices filled in, under a label of its kind.
  const copyCard = async (label: string) => ({
    title: await priced(locale, readPageCopy(locale, page.namespace).h1),
    label,
  });
  switch (page.kind) {
    case 'service':
    case 'subservice':
      return copyCard(t(`serviceGroups.${findService(first!)?.group ?? 'mep'}`));
    case 'acHub':
    case 'acSub':
    case 'acArea':
      return copyCard(t('nav.acIn', { place: emirateName(first) }));
    case 'painting':
      return copyCard(t('nav.paintingIn', { place: emirateName(first) }));
    case 'trade':
      return copyCard(emirateName(first));
    case 'company':
    case 'servicesIndex':
      return copyCard(t('tagline'));
    case 'article':
      return { title: (await getArticle(locale, first!))!.title, label: tBlog('name') };
    case 'blog':
      return { title: tBlog('h1'), label: tBlog('name') };
    case 'caseStudies':
      return { title: (await getCaseStudies(locale)).h1, label: t('tagline') };
    case 'resources':
      return { title: (await getResources(locale)).h1, label: t('tagline') };
    case 'resource':
      return {
        title: (await getResource(locale, page.namespace.split('.')[1]!))!.item.title,
        label: (await getResources(locale)).h1,
      };
    case 'calculators':
      return { title: getCalculatorsIndex(locale).h1, label: t('tagline') };
    case 'calculator':
      return {
        title: isCalculator(first!) ? getCalculatorCopy(locale, first).h1 : first!,
        label: getCalculatorsIndex(locale).name,
      };
    case 'prices':
      return { title: tRoot('prices.h1'), label: t('tagline') };
    case 'reviews':
      return { title: tRoot('reviews.public.heading'), label: t('tagline') };
    case 'request':
      // The request pages, /quote, /callback, /book and /amc-plans (lib/catalogue/pages.ts).
      if (page.path === '/book') return { title: tRoot('booking.h1'), label: t('tagline') };
      if (page.path === '/amc-plans') return { title: tRoot('amcPlans.h1'), label: t('tagline') };
      return {
        title: tRoot(`requests.${first === 'callback' ? 'callback' : 'quote'}.h1`),
        label: t('tagline'),
      };
    default:
      return { title: tRoot('home.hero.title'), label: t('tagline') };
  }
}
