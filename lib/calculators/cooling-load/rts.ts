// Radiant time series: how a radiant heat gain reaches the room air over the following 24 hours as the
// walls, floor and furniture absorb and release it. ASHRAE Handbook—Fundamentals (2021), Chapter 18,
// Table 19 (nonsolar RTS) and Table 20 (solar RTS), columns for medium construction without carpet
// (concrete and block with tiled floors, the common UAE build), for 10, 50 and 90 % glass in the
// exterior wall. Percent of the gain released in the hour it happens, one hour later, and so on.

export const nonsolarRts = {
  10: [31, 17, 11, 8, 6, 4, 4, 3, 3, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
  50: [33, 16, 10, 7, 5, 4, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0],
  90: [35, 15, 10, 7, 5, 4, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0],
} as const;

export const solarRts = {
  10: [28, 15, 10, 7, 6, 5, 4, 4, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0],
  50: [29, 15, 10, 7, 6, 5, 4, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0],
  90: [29, 15, 10, 7, 6, 5, 4, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0],
} as const;

export type GlassColumn = keyof typeof nonsolarRts;

/** The table column nearest a zone's share of glass in its exterior walls. */
export function glassColumn(glassFraction: number): GlassColumn {
  if (glassFraction < 0.3) return 10;
  return glassFraction < 0.7 ? 50 : 90;
}

/**
 * Radiative share of each kind of heat gain (ASHRAE Handbook—Fundamentals 2021, Chapter 18, Table 14);
 * the rest is convective and becomes load in the same hour.
 */
export const radiantFraction = {
  walls: 0.46,
  roof: 0.6,
  /** Window conduction and diffuse solar: 0.33 when SHGC > 0.5, 0.46 below. */
  glassHighShgc: 0.33,
  glassLowShgc: 0.46,
  /** Beam solar through glass without interior shading: all radiant, through the solar RTS. */
  beamSolar: 1,
  people: 0.6,
  /** Surface-mounted and suspended luminaires, all heat to the room. */
  lighting: 0.67,
  /** Office and household equipment without fans. */
  equipment: 0.3,
} as const;

/** Hourly cooling load from hourly heat gain: convective part at once, radiant part spread by the RTS. */
export function toCoolingLoad(
  gain: readonly number[],
  radiant: number,
  rts: readonly number[],
): number[] {
  return gain.map((_, h) => {
    let delayed = 0;
    for (let j = 0; j < 24; j++) delayed += (rts[j]! / 100) * gain[(h - j + 24) % 24]!;
    return (1 - radiant) * gain[h]! + radiant * delayed;
  });
}
