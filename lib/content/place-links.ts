import type { useTranslations } from 'next-intl';
import {
  acChildPath,
  acHubPath,
  areaNamespace,
  findEmirate,
  paintingPath,
  tradeNamespace,
  tradePath,
  type Area,
} from '@/lib/catalogue';
import { getPageName } from './page-copy';

type T = ReturnType<typeof useTranslations<'common'>>;

/** A headed list of links, shown around a content page (components/content/ContentPage.tsx). */
export interface LinkGroup {
  heading: string;
  links: { label: string; href: string }[];
}

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
      label: getPageName(locale, tradeNamespace(emirate, tr.slug)) ?? tr.slug,
      href: tradePath(emirate, tr.slug),
    })),
  ].filter((l) => l.href !== current);
  const groups: LinkGroup[] = [{ heading: t('page.inEmirateHeading', { place }), links }];
  return groups;
}

/**
 * The neighbourhood pages next to an area, in the same emirate. An area without neighbours (the only
 * page of its emirate so far) gets no group at all: its emirate links already lead to the hub.
 */
export function neighbourLinks(locale: string, t: T, emirate: string, area: Area): LinkGroup[] {
  if (!area.neighbours.length) return [];
  return [
    {
      heading: t('page.nearbyHeading'),
      links: area.neighbours.map((n) => ({
        label: getPageName(locale, areaNamespace(emirate, n)) ?? n,
        href: acChildPath(emirate, n),
      })),
    },
  ];
}

/** All area pages of an emirate, for its hub. */
export function areaLinks(locale: string, t: T, emirate: string): LinkGroup[] {
  const e = findEmirate(emirate);
  if (!e?.areas.length) return [];
  return [
    {
      heading: t('page.areasHeading', { place: t(`emirates.${e.slug}`) }),
      links: e.areas.map((a) => ({
        label: getPageName(locale, areaNamespace(emirate, a.slug)) ?? a.slug,
        href: acChildPath(emirate, a.slug),
      })),
    },
  ];
}
