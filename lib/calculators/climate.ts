// Outdoor design conditions of the six UAE stations in the ASHRAE climatic design data. Dry bulb and
// mean coincident wet bulb: ASHRAE Handbook—Fundamentals (2021), Chapter 14, 0.4 % annual cooling
// condition. Latitude, longitude and elevation: the stations' airports. The daily range is this
// calculator's own round assumption for a July design day, 10 K at the coastal stations and 13 K
// inland at Al Ain; the page shows it and lets the visitor change it.
// Ajman and Umm Al Quwain have no station in the ASHRAE tables. They take the data of Sharjah
// International Airport, the nearest station (about 10 km from Ajman city and 25 km from Umm Al Quwain
// city, on the same coast), and the calculator says so beside the emirate list.

import { emirateSlugs } from '@/lib/catalogue/places';

/** One climate for each place the site has pages for (Al Ain apart from Abu Dhabi). */
export const climateSlugs = emirateSlugs;
export type ClimateSlug = (typeof climateSlugs)[number];

export interface Climate {
  /** 0.4 % cooling dry bulb, °C. */
  db: number;
  /** Mean coincident wet bulb, °C. */
  wb: number;
  /** Assumed mean daily range of the dry bulb on the design day, K. */
  range: number;
  lat: number;
  lon: number;
  elevation: number;
  /** Set when the emirate has no station of its own: the emirate whose station's data it uses. */
  station?: ClimateSlug;
}

const sharjah = { db: 44.3, wb: 23.5, range: 10, lat: 25.33, lon: 55.52, elevation: 33 };

export const climates: Record<ClimateSlug, Climate> = {
  dubai: { db: 43.3, wb: 23.6, range: 10, lat: 25.25, lon: 55.36, elevation: 10 },
  'abu-dhabi': { db: 45.1, wb: 23.0, range: 10, lat: 24.43, lon: 54.65, elevation: 27 },
  sharjah,
  ajman: { ...sharjah, station: 'sharjah' },
  'umm-al-quwain': { ...sharjah, station: 'sharjah' },
  'ras-al-khaimah': { db: 44.7, wb: 24.4, range: 10, lat: 25.61, lon: 55.94, elevation: 31 },
  fujairah: { db: 42.9, wb: 21.9, range: 10, lat: 25.11, lon: 56.32, elevation: 46 },
  'al-ain': { db: 46.0, wb: 22.5, range: 13, lat: 24.26, lon: 55.61, elevation: 265 },
};

/** UAE clocks run on UTC+4 all year (no daylight saving): standard meridian 60° E. */
export const STANDARD_MERIDIAN = 60;

/**
 * Fraction of the daily range below the day's maximum, for the hour ending 1 to 24 local time
 * (ASHRAE Handbook—Fundamentals 2021, Chapter 14, Table 6). t(h) = tdb − f(h) · range.
 */
export const dailyRangeFraction = [
  0.88, 0.92, 0.95, 0.98, 1.0, 0.98, 0.91, 0.74, 0.55, 0.38, 0.23, 0.13, 0.05, 0, 0, 0.06, 0.14,
  0.24, 0.39, 0.5, 0.59, 0.68, 0.75, 0.82,
] as const;

export const hourlyDryBulb = (db: number, range: number) =>
  dailyRangeFraction.map((f) => db - f * range);
