import type { EmirateSlug } from '@/lib/catalogue/places';
import { isOneOf } from '@/lib/validation/one-of';

// Service zones: each has its own crews, so capacity is counted per zone. Emirates served from one base
// share a zone (Sharjah, Ajman and Umm Al Quwain are one drive; Al Ain is served from Abu Dhabi).

export const zones = ['dubai', 'northern', 'abu-dhabi', 'ras-al-khaimah', 'fujairah'] as const;
export type Zone = (typeof zones)[number];
export const isZone = isOneOf(zones);

export const zoneOfEmirate: Record<EmirateSlug, Zone> = {
  dubai: 'dubai',
  sharjah: 'northern',
  ajman: 'northern',
  'umm-al-quwain': 'northern',
  'abu-dhabi': 'abu-dhabi',
  'al-ain': 'abu-dhabi',
  'ras-al-khaimah': 'ras-al-khaimah',
  fujairah: 'fujairah',
};

/** Visits per window each zone takes by default (seeded; staff change it in the database). */
export const defaultCapacity: Record<Zone, number> = {
  dubai: 6,
  northern: 4,
  'abu-dhabi': 4,
  'ras-al-khaimah': 2,
  fujairah: 2,
};
