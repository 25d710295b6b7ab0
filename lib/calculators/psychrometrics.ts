// Moist-air properties from the equations of ASHRAE Handbook—Fundamentals (2017 and 2021), Chapter 1
// "Psychrometrics". Temperatures in °C, pressures in kPa, humidity ratio in kg water per kg dry air.

/** Standard atmospheric pressure at an elevation in metres, kPa (Chapter 1, Eq. 3). */
export function standardPressure(elevation: number): number {
  return 101.325 * Math.pow(1 - 2.25577e-5 * elevation, 5.2559);
}

/** Saturation pressure of water vapour, kPa: Hyland–Wexler, over ice below 0 °C and over water above (Eqs. 5 and 6). */
export function saturationPressure(t: number): number {
  const T = t + 273.15;
  const lnPa =
    t < 0
      ? -5.6745359e3 / T +
        6.3925247 -
        9.677843e-3 * T +
        6.2215701e-7 * T ** 2 +
        2.0747825e-9 * T ** 3 -
        9.484024e-13 * T ** 4 +
        4.1635019 * Math.log(T)
      : -5.8002206e3 / T +
        1.3914993 -
        4.8640239e-2 * T +
        4.1764768e-5 * T ** 2 -
        1.4452093e-8 * T ** 3 +
        6.5459673 * Math.log(T);
  return Math.exp(lnPa) / 1000;
}

/** Humidity ratio from the partial pressure of water vapour (Eq. 20). */
export const humidityRatioFromVapour = (pw: number, p: number) => (0.621945 * pw) / (p - pw);

/** Humidity ratio from dry bulb and thermodynamic wet bulb, above freezing (Eq. 33). */
export function humidityRatioFromWetBulb(t: number, tWet: number, p = 101.325): number {
  const wsStar = humidityRatioFromVapour(saturationPressure(tWet), p);
  return ((2501 - 2.326 * tWet) * wsStar - 1.006 * (t - tWet)) / (2501 + 1.86 * t - 4.186 * tWet);
}

/** Humidity ratio from dry bulb and relative humidity (0 to 1) (Eqs. 20 and 24). */
export function humidityRatioFromRh(t: number, rh: number, p = 101.325): number {
  return humidityRatioFromVapour(rh * saturationPressure(t), p);
}

/** Relative humidity (0 to 1) of air at dry bulb t with humidity ratio w. */
export function relativeHumidity(t: number, w: number, p = 101.325): number {
  return (p * w) / (0.621945 + w) / saturationPressure(t);
}

/** Specific enthalpy of moist air, kJ per kg of dry air (Eq. 32). */
export const enthalpy = (t: number, w: number) => 1.006 * t + w * (2501 + 1.86 * t);

/** Specific volume, m³ per kg of dry air (Eq. 28). */
export const specificVolume = (t: number, w: number, p = 101.325) =>
  (0.287042 * (t + 273.15) * (1 + 1.607858 * w)) / p;

/** Dew point, °C: the temperature whose saturation pressure equals the vapour pressure (found by bisection). */
export function dewPoint(w: number, p = 101.325): number {
  const pw = (p * w) / (0.621945 + w);
  let lo = -60;
  let hi = 100;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (saturationPressure(mid) < pw) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Wet bulb, °C, from dry bulb and humidity ratio (inverts Eq. 33 by bisection). */
export function wetBulb(t: number, w: number, p = 101.325): number {
  let lo = -20;
  let hi = t;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (humidityRatioFromWetBulb(t, mid, p) < w) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}
