// Which emirate, area and trade pages exist. The sub-page slugs differ between emirates on purpose:
// they are the original site's URLs, kept so that links and rankings survive.

import { isOneOf } from '@/lib/validation/one-of';

export const emirateSlugs = [
  'dubai',
  'abu-dhabi',
  'sharjah',
  'ajman',
  'umm-al-quwain',
  'ras-al-khaimah',
  'fujairah',
  'al-ain',
] as const;
export type EmirateSlug = (typeof emirateSlugs)[number];
export const isEmirateSlug = isOneOf(emirateSlugs);

/** A neighbourhood page under /<emirate>/ac-services/<slug>; its copy is acArea.<emirate>.<slug>. */
export interface Area {
  slug: string;
  /** Areas of the same emirate a visitor might also live in; the page links them (may be empty). */
  neighbours: readonly string[];
}

/** A trade page under /<emirate>/<slug>; its copy is trade.<emirate>.<slug>. */
export interface Trade {
  slug: string;
  /** The UAE-wide service page behind it (for links and quote pre-fill). */
  service: string;
}

export interface Emirate {
  slug: EmirateSlug;
  /** Sub-services under /<emirate>/ac-services/<slug>. */
  acSubs: readonly string[];
  areas: readonly Area[];
  painting: boolean;
  trades: readonly Trade[];
  /** Al Ain is a city in Abu Dhabi emirate, listed on its own as the original site did. */
  isCity?: boolean;
}

export const emirates: readonly Emirate[] = [
  {
    slug: 'dubai',
    acSubs: ['ac-repair', 'installation', 'maintenance', 'amc'],
    areas: [
      { slug: 'al-barsha', neighbours: ['al-quoz', 'umm-suqeim', 'dubai-marina'] },
      { slug: 'al-quoz', neighbours: ['al-barsha', 'jumeirah', 'business-bay'] },
      { slug: 'arabian-ranches', neighbours: ['motor-city', 'sports-city', 'remraam'] },
      { slug: 'bur-dubai', neighbours: ['deira', 'business-bay', 'jumeirah'] },
      { slug: 'business-bay', neighbours: ['downtown-dubai', 'al-quoz', 'bur-dubai'] },
      { slug: 'deira', neighbours: ['bur-dubai', 'mirdif', 'international-city'] },
      { slug: 'discovery-gardens', neighbours: ['jebel-ali', 'dubai-marina', 'jlt'] },
      { slug: 'downtown-dubai', neighbours: ['business-bay', 'jumeirah', 'al-quoz'] },
      { slug: 'dubai-marina', neighbours: ['jlt', 'palm-jumeirah', 'al-barsha'] },
      {
        slug: 'dubai-silicon-oasis',
        neighbours: ['international-city', 'mirdif', 'arabian-ranches'],
      },
      { slug: 'international-city', neighbours: ['dubai-silicon-oasis', 'mirdif', 'deira'] },
      { slug: 'jlt', neighbours: ['dubai-marina', 'discovery-gardens', 'jebel-ali'] },
      { slug: 'jebel-ali', neighbours: ['discovery-gardens', 'jlt', 'dubai-marina'] },
      { slug: 'jumeirah', neighbours: ['umm-suqeim', 'downtown-dubai', 'al-quoz'] },
      { slug: 'mirdif', neighbours: ['deira', 'international-city', 'dubai-silicon-oasis'] },
      { slug: 'motor-city', neighbours: ['sports-city', 'arabian-ranches', 'remraam'] },
      { slug: 'palm-jumeirah', neighbours: ['dubai-marina', 'al-barsha', 'jlt'] },
      { slug: 'remraam', neighbours: ['arabian-ranches', 'motor-city', 'sports-city'] },
      { slug: 'sports-city', neighbours: ['motor-city', 'arabian-ranches', 'remraam'] },
      { slug: 'umm-suqeim', neighbours: ['jumeirah', 'al-barsha', 'al-quoz'] },
    ],
    painting: true,
    trades: [
      { slug: 'wallpaper-fixing-services', service: 'wallpaper-fixing' },
      { slug: 'tiling-services', service: 'tiling' },
      { slug: 'false-ceiling-services', service: 'false-ceilings' },
      { slug: 'partitioning-services', service: 'partitioning' },
      { slug: 'wooden-flooring-services', service: 'flooring' },
      { slug: 'flooring-services', service: 'flooring' },
      { slug: 'swimming-pool-maintenance-services', service: 'swimming-pool-maintenance' },
      { slug: 'handyman-services', service: 'handyman' },
      { slug: 'carpentry-services', service: 'carpentry' },
    ],
  },
  {
    slug: 'abu-dhabi',
    acSubs: ['repair-cleaning', 'installation', 'maintenance', 'amc'],
    areas: [{ slug: 'al-reem-island', neighbours: [] }],
    painting: true,
    trades: [],
  },
  {
    slug: 'sharjah',
    acSubs: ['ac-repair-cleaning', 'installation', 'maintenance', 'amc'],
    areas: [{ slug: 'al-majaz', neighbours: [] }],
    painting: true,
    trades: [],
  },
  { slug: 'ajman', acSubs: [], areas: [], painting: true, trades: [] },
  { slug: 'umm-al-quwain', acSubs: [], areas: [], painting: true, trades: [] },
  { slug: 'ras-al-khaimah', acSubs: [], areas: [], painting: true, trades: [] },
  { slug: 'fujairah', acSubs: [], areas: [], painting: true, trades: [] },
  { slug: 'al-ain', acSubs: [], areas: [], painting: false, trades: [], isCity: true },
];

export const findEmirate = (slug: string) => emirates.find((e) => e.slug === slug);
export const findArea = (emirate: string, slug: string) =>
  findEmirate(emirate)?.areas.find((a) => a.slug === slug);
export const findTrade = (emirate: string, slug: string) =>
  findEmirate(emirate)?.trades.find((t) => t.slug === slug);

// Copy keys carry the emirate, so two emirates may each have an area or trade of the same name.
export const areaNamespace = (emirate: string, area: string) => `acArea.${emirate}.${area}`;
export const tradeNamespace = (emirate: string, trade: string) => `trade.${emirate}.${trade}`;

export const acHubPath = (emirate: string) => `/${emirate}/ac-services`;
export const acChildPath = (emirate: string, slug: string) => `/${emirate}/ac-services/${slug}`;
export const paintingPath = (emirate: string) => `/${emirate}/painting-services`;
export const tradePath = (emirate: string, trade: string) => `/${emirate}/${trade}`;
