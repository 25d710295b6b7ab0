// Inputs the cooling load takes from published tables, with their sources.

/**
 * Heat gain per person, W sensible / latent, adjusted for a normal mix of men, women and children
 * (ASHRAE Handbook—Fundamentals 2021, Chapter 18, Table 1).
 */
export const peopleGains = {
  resting: { sensible: 65, latent: 30 }, // seated at theatre
  seated: { sensible: 70, latent: 45 }, // seated, very light work
  office: { sensible: 75, latent: 55 }, // moderately active office work
  standing: { sensible: 75, latent: 55 }, // standing, light work; walking (retail)
  restaurant: { sensible: 80, latent: 80 }, // sedentary work (restaurant, includes food)
  benchWork: { sensible: 80, latent: 140 }, // light bench work (factory)
  heavyWork: { sensible: 170, latent: 255 }, // heavy work, bowling
  athletics: { sensible: 210, latent: 315 }, // athletics, gym
} as const;

export type Activity = keyof typeof peopleGains;
export const activities = Object.keys(peopleGains) as Activity[];

/**
 * Maximum U-values of the Dubai Green Building Regulations and Specifications (Dubai Municipality),
 * used as editable defaults; W/m²K. The glazing defaults are typical double-glazed low-e units.
 */
export const defaultEnvelope = {
  uWall: 0.57,
  uRoof: 0.3,
  uGlass: 2.1,
  shadingCoefficient: 0.4,
} as const;

/** Standard nominal capacities of split and ducted split units sold in the UAE, TR. */
export const standardUnitSizes = [1, 1.5, 2, 2.5, 3, 4, 5] as const;

/** Sol-air parameters (ASHRAE Chapter 18): α/ho for a dark surface, long-wave correction for a roof, K. */
export const SOL_AIR = { absorptanceOverHo: 0.052, roofLongWave: 3.9 } as const;

/**
 * Air-load coefficients at sea level (ASHRAE Chapter 18, Eqs. 9 and 10): sensible 1.23 W per L/s per K,
 * latent 3010 W per L/s per kg/kg. Both scale with air density, so with pressure at altitude.
 */
export const AIR = { sensible: 1.23, latent: 3010 } as const;
