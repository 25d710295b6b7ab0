import { getTranslations } from 'next-intl/server';
import { getArticle } from '@/lib/blog/articles';
import { findService, isCalculator, type PageEntry } from '@/lib/catalogue';
import { getCalculatorCopy, getCalculatorsIndex } from '@/lib/content/calculators';
import { getCaseStudies, getResource, getResources } from '@/lib/content/collections';
import { getPageCopy } from '@/lib/content/page-copy';
import { loadMessages } from '@/lib/i18n/messages';

/** The title and the small label above it on a page's social card, per kind of page. */
export async function pageCard(locale: 'en' | 'ar', page: PageEntry): Promise<{ title: string; label: string }> {
  const t = await getTranslations({ locale, namespace: 'common' });
  const [, first] = page.namespace.split('.');
  const m = loadMessages(locale) as Record<string, Record<string, Record<string, string>>>;
  switch (page.kind) {
    case 'service':
    case 'subservice':
      return { title: getPageCopy(locale, page.namespace).h1, label: t(`serviceGroups.${findService(first!)?.group ?? 'mep'}`) };
    case 'acHub':
    case 'acSub':
      return { title: getPageCopy(locale, page.namespace).h1, label: t('nav.acIn', { place: t(`emirates.${first}`) }) };
    case 'acArea':
      return { title: getPageCopy(locale, page.namespace).h1, label: t('nav.acIn', { place: t('emirates.dubai') }) };
    case 'painting':
      return { title: getPageCopy(locale, page.namespace).h1, label: t('nav.paintingIn', { place: t(`emirates.${first}`) }) };
    case 'trade':
      return { title: getPageCopy(locale, page.namespace).h1, label: t('emirates.dubai') };
    case 'company':
    case 'servicesIndex':
      return { title: getPageCopy(locale, page.namespace).h1, label: t('tagline') };
    case 'article':
      return { title: getArticle(locale, first!)!.title, label: m.blog!.name as unknown as string };
    case 'blog':
      return { title: m.blog!.h1 as unknown as string, label: m.blog!.name as unknown as string };
    case 'caseStudies':
      return { title: getCaseStudies(locale).h1, label: t('tagline') };
    case 'resources':
      return { title: getResources(locale).h1, label: t('tagline') };
    case 'resource':
      return { title: getResource(locale, page.namespace.split('.')[1]!)!.item.title, label: getResources(locale).h1 };
    case 'calculators':
      return { title: getCalculatorsIndex(locale).h1, label: t('tagline') };
    case 'calculator':
      return { title: isCalculator(first!) ? getCalculatorCopy(locale, first).h1 : first!, label: getCalculatorsIndex(locale).name };
    case 'request':
      return { title: (m.requests![first!] as unknown as { h1: string }).h1, label: t('tagline') };
    default:
      return { title: (m.home!.hero as unknown as { title: string }).title, label: t('tagline') };
  }
}
