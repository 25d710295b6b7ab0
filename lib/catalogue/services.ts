// Which service pages exist. Copy for each lives in messages/<locale>/service/<slug>.json and
// messages/<locale>/subservice/<slug>/<sub>.json; this file only decides structure and URLs.

export type ServiceGroup = 'ac' | 'commercial' | 'mep' | 'ventilation' | 'finishing';

export interface Service {
  slug: string;
  group: ServiceGroup;
  subs: readonly string[];
}

export const services = [
  {
    slug: 'air-conditioning',
    group: 'ac',
    subs: ['installation', 'maintenance', 'repair-cleaning', 'amc'],
  },
  { slug: 'hvac', group: 'ac', subs: [] },
  {
    slug: 'commercial-hvac',
    group: 'commercial',
    subs: [
      'chiller-services',
      'vrf-services',
      'ahu-services',
      'cooling-tower-services',
      'maintenance-contracts',
      'repair-services',
    ],
  },
  { slug: 'building-management-systems', group: 'commercial', subs: [] },
  { slug: 'ventilation', group: 'ventilation', subs: [] },
  {
    slug: 'mep',
    group: 'mep',
    subs: ['mechanical-services', 'electrical-services', 'plumbing-services'],
  },
  { slug: 'mep-turnkey-projects', group: 'mep', subs: [] },
  { slug: 'elv', group: 'mep', subs: [] },
  { slug: 'security-systems', group: 'mep', subs: [] },
  { slug: 'solar', group: 'mep', subs: [] },
  { slug: 'fit-out', group: 'finishing', subs: [] },
  { slug: 'painting', group: 'finishing', subs: [] },
  { slug: 'tiling', group: 'finishing', subs: [] },
  { slug: 'flooring', group: 'finishing', subs: [] },
  { slug: 'false-ceilings', group: 'finishing', subs: [] },
  { slug: 'partitioning', group: 'finishing', subs: [] },
  { slug: 'wallpaper-fixing', group: 'finishing', subs: [] },
  { slug: 'swimming-pool-maintenance', group: 'finishing', subs: [] },
  { slug: 'handyman', group: 'finishing', subs: [] },
  { slug: 'carpentry', group: 'finishing', subs: [] },
] as const satisfies readonly Service[];

export const serviceGroups: readonly ServiceGroup[] = [
  'ac',
  'commercial',
  'ventilation',
  'mep',
  'finishing',
];

export type ServiceSlug = (typeof services)[number]['slug'];

export const findService = (slug: string): Service | undefined =>
  services.find((s) => s.slug === slug);

/**
 * Whether a service is about cooling units (AC and commercial HVAC): its "units" are AC units, and the
 * AC diagnosis visit applies to it. Painting or a handyman's "units" are rooms or items.
 */
export const coolsAir = (slug: string) => {
  // A booking names a sub-service as 'air-conditioning/maintenance': its service is the first part.
  const group = findService(slug.split('/')[0] ?? '')?.group;
  return group === 'ac' || group === 'commercial';
};

export const servicePath = (slug: string, sub?: string) =>
  sub ? `/services/${slug}/${sub}` : `/services/${slug}`;

/** The seven footer links of the original site, each landing on a real page. */
export const footerServiceLinks = [
  { key: 'acInstallation', href: servicePath('air-conditioning', 'installation') },
  { key: 'acMaintenance', href: servicePath('air-conditioning', 'maintenance') },
  { key: 'acRepairCleaning', href: servicePath('air-conditioning', 'repair-cleaning') },
  { key: 'acAmc', href: servicePath('air-conditioning', 'amc') },
  { key: 'mepTurnkey', href: servicePath('mep-turnkey-projects') },
  { key: 'ventilation', href: servicePath('ventilation') },
  { key: 'bms', href: servicePath('building-management-systems') },
] as const;
