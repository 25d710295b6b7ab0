import { STANDARD_MERIDIAN } from '../climate';

// Clear-sky sun on the walls, roof and windows for a 21 July design day, hour by hour.
// Sun position: ASHRAE Handbook—Fundamentals (2021), Chapter 14, Eqs. 5 to 17 (declination and equation
// of time for 21 July from the same tables as the constants below). Irradiance: the ASHRAE clear-sky
// model of the 1997–2005 Handbooks (Threlkeld and Jordan), EDN = A / exp(B / sin β), with A, B, C for
// 21 July and a clearness number of 1, which suits the cloudless UAE summer and errs on the safe side.

export const orientations = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;
export type Orientation = (typeof orientations)[number];

/** Surface azimuth ψ in degrees from south, west positive (ASHRAE convention). */
export const surfaceAzimuth: Record<Orientation, number> = {
  S: 0,
  SW: 45,
  W: 90,
  NW: 135,
  N: 180,
  NE: -135,
  E: -90,
  SE: -45,
};

export const JULY_21 = {
  declination: 20.6,
  equationOfTime: -6.2,
  A: 1085,
  B: 0.207,
  C: 0.136,
} as const;
/** Ground reflectance of typical foreground (ASHRAE Chapter 14, Table 5: 0.2). */
export const GROUND_REFLECTANCE = 0.2;

export interface Irradiance {
  /** Beam irradiance on the surface, W/m². */
  beam: number;
  /** Sky diffuse plus ground-reflected irradiance on the surface, W/m². */
  diffuse: number;
  /** Cosine of the angle of incidence of the beam (0 when the sun is behind the surface). */
  cosTheta: number;
}

const rad = (d: number) => (d * Math.PI) / 180;

/** Sun altitude β and azimuth φ (from south, west positive), radians, at a local standard time in hours. */
export function sunPosition(lat: number, lon: number, hour: number) {
  const ast = hour + JULY_21.equationOfTime / 60 + (lon - STANDARD_MERIDIAN) / 15;
  const H = rad(15 * (ast - 12));
  const L = rad(lat);
  const d = rad(JULY_21.declination);
  const sinBeta = Math.cos(L) * Math.cos(d) * Math.cos(H) + Math.sin(L) * Math.sin(d);
  const beta = Math.asin(sinBeta);
  const cosPhi = (sinBeta * Math.sin(L) - Math.sin(d)) / (Math.cos(beta) * Math.cos(L));
  const phi = Math.sign(H) * Math.acos(Math.max(-1, Math.min(1, cosPhi)));
  return { beta, phi };
}

/** Irradiance on a vertical surface of azimuth ψ (degrees), or on the roof when ψ is null. */
export function irradiance(lat: number, lon: number, hour: number, psi: number | null): Irradiance {
  const { beta, phi } = sunPosition(lat, lon, hour);
  if (beta <= 0) return { beam: 0, diffuse: 0, cosTheta: 0 };
  const { A, B, C } = JULY_21;
  const edn = A / Math.exp(B / Math.sin(beta));
  if (psi === null) {
    const cosTheta = Math.sin(beta);
    return { beam: edn * cosTheta, diffuse: C * edn, cosTheta };
  }
  const cosTheta = Math.max(0, Math.cos(beta) * Math.cos(phi - rad(psi)));
  // Vertical surfaces see more sky diffuse on the sunny side: Y = max(0.45, 0.55 + 0.437 cos θ + 0.313 cos² θ).
  const cosAll = Math.cos(beta) * Math.cos(phi - rad(psi));
  const Y = Math.max(0.45, 0.55 + 0.437 * cosAll + 0.313 * cosAll ** 2);
  const reflected = edn * (C + Math.sin(beta)) * GROUND_REFLECTANCE * 0.5;
  return { beam: edn * cosTheta, diffuse: C * Y * edn + reflected, cosTheta };
}

/** The 24 hourly values (hour ending 1 to 24, local standard time) for one surface. */
export const dayOfIrradiance = (lat: number, lon: number, psi: number | null) =>
  Array.from({ length: 24 }, (_, i) => irradiance(lat, lon, i + 1, psi));

// Reference glass of the shading-coefficient method: double-strength sheet glass (DSA), whose angular
// transmittance and absorptance are the polynomials Σ tj cos^j θ and Σ aj cos^j θ (ASHRAE Handbook—
// Fundamentals 1997–2001, Fenestration chapter). A glass's solar gain = its SC × the DSA gain.
const T_DSA = [-0.00885, 2.71235, -0.62062, -7.07329, 9.75995, -3.89922];
const A_DSA = [0.01154, 0.77674, -3.94657, 8.57881, -8.38135, 3.01188];
/** Inward-flowing fraction of the solar energy the reference glass absorbs (ASHRAE: 0.267). */
const N_INWARD = 0.267;
const poly = (c: number[], x: number) => c.reduce((sum, cj, j) => sum + cj * x ** j, 0);
const hemispherical = (c: number[]) => 2 * c.reduce((sum, cj, j) => sum + cj / (j + 2), 0);

/** Solar heat gain factors of the reference glass, W/m²: the beam part and the diffuse part. */
export function solarHeatGainFactor(sun: Irradiance) {
  const beam =
    sun.cosTheta > 0
      ? sun.beam * (poly(T_DSA, sun.cosTheta) + N_INWARD * poly(A_DSA, sun.cosTheta))
      : 0;
  const diffuse = sun.diffuse * (hemispherical(T_DSA) + N_INWARD * hemispherical(A_DSA));
  return { beam, diffuse };
}

/** Solar heat gain coefficient of the reference glass at normal incidence (about 0.87); SHGC ≈ 0.87 · SC. */
export const DSA_NORMAL_SHGC = poly(T_DSA, 1) + N_INWARD * poly(A_DSA, 1);
