import { c, coshSinh, div, matMul, mul, neg, type Complex, type Matrix } from './complex';

// Heat conducted through a wall or roof into the room, hour by hour, for a design day that repeats.
// The RTS method of ASHRAE Handbook—Fundamentals (2021, Chapter 18) gets it from conduction time
// series, which are periodic response factors of a construction. For a repeating day the exact
// periodic response is the harmonic (transfer-matrix) solution of ISO 13786: each harmonic of the
// sol-air temperature reaches the room damped and delayed by the layers' mass. That is computed here
// for a typical UAE construction whose insulation is sized so the whole has the U-value entered.

export interface Layer {
  name: string;
  d: number;
  k: number;
  rho: number;
  cp: number;
}
export interface Construction {
  rse: number;
  rsi: number;
  outer: Layer[];
  insulation: Layer;
  inner: Layer[];
}

// Typical layer properties (ASHRAE Handbook—Fundamentals 2021, Chapter 26, Table 1, rounded).
const render: Layer = { name: 'cement render', d: 0.02, k: 0.72, rho: 1860, cp: 840 };
const plaster: Layer = { name: 'cement plaster', d: 0.015, k: 0.72, rho: 1860, cp: 840 };
const blockHalf: Layer = {
  name: 'hollow concrete block (half)',
  d: 0.1,
  k: 1.0,
  rho: 1200,
  cp: 840,
};
const screed: Layer = { name: 'tiles, sand and screed', d: 0.075, k: 1.4, rho: 2100, cp: 840 };
const slab: Layer = { name: 'reinforced concrete slab', d: 0.2, k: 1.7, rho: 2300, cp: 880 };
const foam: Layer = { name: 'insulation', d: 0, k: 0.035, rho: 30, cp: 1400 };

/** Sandwich block wall: render, 100 mm block, insulation, 100 mm block, plaster. Films: ho = 17, hi = 8.3 W/m²K. */
export const typicalWall: Construction = {
  rse: 1 / 17,
  rsi: 0.12,
  outer: [render, blockHalf],
  insulation: foam,
  inner: [blockHalf, plaster],
};
/** Inverted flat roof: tiles and screed over insulation over a 200 mm slab; downward heat flow inside. */
export const typicalRoof: Construction = {
  rse: 1 / 17,
  rsi: 0.16,
  outer: [screed],
  insulation: foam,
  inner: [slab, plaster],
};

const resistance = (layers: Layer[]) => layers.reduce((r, l) => r + l.d / l.k, 0);

/** The construction's layers from outside to inside with insulation sized for the U-value. */
export function layersFor(con: Construction, u: number): Layer[] {
  const fixed = con.rse + con.rsi + resistance(con.outer) + resistance(con.inner);
  const needed = 1 / u - fixed;
  if (needed > 0)
    return [...con.outer, { ...con.insulation, d: needed * con.insulation.k }, ...con.inner];
  // A U-value above the uninsulated construction's: a more conductive version of the same masonry.
  const scale = Math.max(0.05, (1 / u - con.rse - con.rsi) / (fixed - con.rse - con.rsi));
  return [...con.outer, ...con.inner].map((l) => ({ ...l, k: l.k / scale }));
}

const resistor = (r: number): Matrix => [c(1), c(-r), c(0), c(1)];

/** Transfer matrix of one homogeneous layer for angular frequency ω, state (temperature, heat flux). */
function layerMatrix(l: Layer, omega: number): Matrix {
  const depth = Math.sqrt((2 * l.k) / (omega * l.rho * l.cp));
  const { cosh, sinh } = coshSinh(l.d / depth);
  // k·λ for wave number k = (1 + i)/δ.
  const kLambda = c(l.k / depth, l.k / depth);
  return [cosh, neg(div(sinh, kLambda)), neg(mul(kLambda, sinh)), cosh];
}

/** Heat flux into the room per kelvin of sol-air harmonic n (period 24/n hours): −1 / Z12. */
export function harmonicTransmittance(
  layers: Layer[],
  rse: number,
  rsi: number,
  n: number,
): Complex {
  const omega = (2 * Math.PI * n) / 86_400;
  let m = resistor(rse);
  for (const l of layers) m = matMul(layerMatrix(l, omega), m);
  m = matMul(resistor(rsi), m);
  return neg(div(c(1), m[1]));
}

/**
 * Hourly heat flux into the room, W/m², for 24 hourly sol-air temperatures (hour ending 1 to 24) and a
 * constant room temperature: the mean passes at the U-value, each harmonic by its own transmittance.
 */
export function periodicFlux(
  con: Construction,
  u: number,
  solAir: readonly number[],
  room: number,
): number[] {
  const layers = layersFor(con, u);
  const N = solAir.length;
  const out = new Array<number>(N).fill(0);
  for (let n = 0; n <= N / 2; n++) {
    let re = 0;
    let im = 0;
    solAir.forEach((t, h) => {
      re += (t * Math.cos((2 * Math.PI * n * h) / N)) / N;
      im -= (t * Math.sin((2 * Math.PI * n * h) / N)) / N;
    });
    const Y = n === 0 ? c(u) : harmonicTransmittance(layers, con.rse, con.rsi, n);
    const weight = n === 0 || n === N / 2 ? 1 : 2;
    for (let h = 0; h < N; h++) {
      const cos = Math.cos((2 * Math.PI * n * h) / N);
      const sin = Math.sin((2 * Math.PI * n * h) / N);
      // Re(Y · cn · e^{iωt}) for the harmonic and its mirror image.
      const zRe = Y.re * re - Y.im * im;
      const zIm = Y.re * im + Y.im * re;
      out[h]! += weight * (zRe * cos - zIm * sin);
    }
  }
  return out.map((q) => q - u * room);
}
