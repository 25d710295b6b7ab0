import type { useTranslations } from 'next-intl';
import {
  acChildPath,
  acHubPath,
  areaNeighbours,
  dubaiAreas,
  findEmirate,
  paintingPath,
  tradePath,
} from '@/lib/catalogue';
import type { LinkGroup } from '@/components/content/ContentPage';
import { getPageName } from './page-copy';

type T = ReturnType<typeof useTranslations<'common'>>;

/** Links every page of an emirate carries: its hub, its AC sub-pages, painting and trades. */
export function emirateLinks(locale: string, t: T, emirate: string, current: string): LinkGroup[] {
  const e = findEmirate(emirate);
  if (!e) return [];
  const place = t(`emirates.${e.slug}`);
  const links = [
    { label: t('page.hubLink', { place }), href: acHubPath(emirate) },
    ...e.acSubs.map((s) => ({
      label: getPageName(locale, `acSub.${emirate}.${s}`) ?? s,
      href: acChildPath(emirate, s),
    })),
    ...(e.painting
      ? [
          {
            label: getPageName(locale, `painting.${emirate}`) ?? 'painting',
            href: paintingPath(emirate),
          },
        ]
      : []),
    ...e.trades.map((tr) => ({
      label: getPageName(locale, `trade.${tr}`) ?? tr,
      href: tradePath(emirate, tr),
    })),
  ].filter((l) => l.href !== current);
  const groups: LinkGroup[] = [{ heading: t('page.inEmirateHeading', { place }), links }];
  return groups;
}

/** The neighbourhood pages next to a Dubai area. */
export function neighbourLinks(locale: string, t: T, area: (typeof dubaiAreas)[number]): LinkGroup {
  return {
    heading: t('page.nearbyHeading'),
    links: areaNeighbours[area].map((n) => ({
      label: getPageName(locale, `acArea.${n}`) ?? n,
      href: acChildPath('dubai', n),
    })),
  };
}

/** All area pages of an emirate, for its hub. */
export function areaLinks(locale: string, t: T, emirate: string): LinkGroup[] {
  const e = findEmirate(emirate);
  if (!e?.areas.length) return [];
  return [
    {
      heading: t('page.areasHeading', { place: t(`emirates.${e.slug}`) }),
      links: e.areas.map((a) => ({
        label: getPageName(locale, `acArea.${a}`) ?? a,
        href: acChildPath(emirate, a),
      })),
    },
  ];
}

export const isDubaiArea = (slug: string): slug is (typeof dubaiAreas)[number] =>
  (dubaiAreas as readonly string[]).includes(slug);
