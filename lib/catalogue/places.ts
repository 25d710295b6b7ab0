// Which emirate, area and trade pages exist. The sub-page slugs differ between emirates on purpose:
// they are the original site's URLs, kept so that links and rankings survive.

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
export const isEmirateSlug = (slug: string): slug is EmirateSlug =>
  (emirateSlugs as readonly string[]).includes(slug);

export interface Emirate {
  slug: EmirateSlug;
  /** Sub-services under /<emirate>/ac-services/<slug>. */
  acSubs: readonly string[];
  /** Neighbourhood pages under /<emirate>/ac-services/<area>. */
  areas: readonly string[];
  painting: boolean;
  /** Trade pages under /<emirate>/<trade>. */
  trades: readonly string[];
  /** Al Ain is a city in Abu Dhabi emirate, listed on its own as the original site did. */
  isCity?: boolean;
}

export const dubaiAreas = [
  'al-barsha',
  'al-quoz',
  'arabian-ranches',
  'bur-dubai',
  'business-bay',
  'deira',
  'discovery-gardens',
  'downtown-dubai',
  'dubai-marina',
  'dubai-silicon-oasis',
  'international-city',
  'jlt',
  'jebel-ali',
  'jumeirah',
  'mirdif',
  'motor-city',
  'palm-jumeirah',
  'remraam',
  'sports-city',
  'umm-suqeim',
] as const;

export const dubaiTrades = [
  'wallpaper-fixing-services',
  'tiling-services',
  'false-ceiling-services',
  'partitioning-services',
  'wooden-flooring-services',
  'flooring-services',
  'swimming-pool-maintenance-services',
  'handyman-services',
  'carpentry-services',
] as const;

/** The UAE-wide service page behind each Dubai trade page (for links and quote pre-fill). */
export const tradeService: Record<(typeof dubaiTrades)[number], string> = {
  'wallpaper-fixing-services': 'wallpaper-fixing',
  'tiling-services': 'tiling',
  'false-ceiling-services': 'false-ceilings',
  'partitioning-services': 'partitioning',
  'wooden-flooring-services': 'flooring',
  'flooring-services': 'flooring',
  'swimming-pool-maintenance-services': 'swimming-pool-maintenance',
  'handyman-services': 'handyman',
  'carpentry-services': 'carpentry',
};

export const emirates: readonly Emirate[] = [
  {
    slug: 'dubai',
    acSubs: ['ac-repair', 'installation', 'maintenance', 'amc'],
    areas: dubaiAreas,
    painting: true,
    trades: dubaiTrades,
  },
  {
    slug: 'abu-dhabi',
    acSubs: ['repair-cleaning', 'installation', 'maintenance', 'amc'],
    areas: [],
    painting: true,
    trades: [],
  },
  {
    slug: 'sharjah',
    acSubs: ['ac-repair-cleaning', 'installation', 'maintenance', 'amc'],
    areas: [],
    painting: true,
    trades: [],
  },
  { slug: 'ajman', acSubs: [], areas: [], painting: true, trades: [] },
  { slug: 'umm-al-quwain', acSubs: [], areas: [], painting: true, trades: [] },
  { slug: 'ras-al-khaimah', acSubs: [], areas: [], painting: true, trades: [] },
  { slug: 'fujairah', acSubs: [], areas: [], painting: true, trades: [] },
  { slug: 'al-ain', acSubs: [], areas: [], painting: false, trades: [], isCity: true },
];

/** Neighbours a visitor might also live in; each area page links them. */
export const areaNeighbours: Record<
  (typeof dubaiAreas)[number],
  readonly (typeof dubaiAreas)[number][]
> = {
  'al-barsha': ['al-quoz', 'umm-suqeim', 'dubai-marina'],
  'al-quoz': ['al-barsha', 'jumeirah', 'business-bay'],
  'arabian-ranches': ['motor-city', 'sports-city', 'remraam'],
  'bur-dubai': ['deira', 'business-bay', 'jumeirah'],
  'business-bay': ['downtown-dubai', 'al-quoz', 'bur-dubai'],
  deira: ['bur-dubai', 'mirdif', 'international-city'],
  'discovery-gardens': ['jebel-ali', 'dubai-marina', 'jlt'],
  'downtown-dubai': ['business-bay', 'jumeirah', 'al-quoz'],
  'dubai-marina': ['jlt', 'palm-jumeirah', 'al-barsha'],
  'dubai-silicon-oasis': ['international-city', 'mirdif', 'arabian-ranches'],
  'international-city': ['dubai-silicon-oasis', 'mirdif', 'deira'],
  jlt: ['dubai-marina', 'discovery-gardens', 'jebel-ali'],
  'jebel-ali': ['discovery-gardens', 'jlt', 'dubai-marina'],
  jumeirah: ['umm-suqeim', 'downtown-dubai', 'al-quoz'],
  mirdif: ['deira', 'international-city', 'dubai-silicon-oasis'],
  'motor-city': ['sports-city', 'arabian-ranches', 'remraam'],
  'palm-jumeirah': ['dubai-marina', 'al-barsha', 'jlt'],
  remraam: ['arabian-ranches', 'motor-city', 'sports-city'],
  'sports-city': ['motor-city', 'arabian-ranches', 'remraam'],
  'umm-suqeim': ['jumeirah', 'al-barsha', 'al-quoz'],
};

export const findEmirate = (slug: string) => emirates.find((e) => e.slug === slug);

export const acHubPath = (emirate: string) => `/${emirate}/ac-services`;
export const acChildPath = (emirate: string, slug: string) => `/${emirate}/ac-services/${slug}`;
export const paintingPath = (emirate: string) => `/${emirate}/painting-services`;
export const tradePath = (emirate: string, trade: string) => `/${emirate}/${trade}`;
