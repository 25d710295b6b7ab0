// Numbers as the page shows them: grouped for the page's language, always in Western digits (the
// site's choice for Arabic too, as UAE price tags and meters show them).

const cache = new Map<string, Intl.NumberFormat>();

export function formatNumber(locale: string, value: number, maximumFractionDigits = 0, minimumFractionDigits = 0): string {
  const key = `${locale}|${maximumFractionDigits}|${minimumFractionDigits}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale === 'ar' ? 'ar-AE-u-nu-latn' : 'en-AE', { maximumFractionDigits, minimumFractionDigits });
    cache.set(key, f);
  }
  // -0 reads oddly on a result.
  return f.format(Object.is(value, -0) ? 0 : value);
}

/** A value with a sensible number of decimals for its size: 12,345 · 123 · 12.3 · 1.23. */
export function formatSmart(locale: string, value: number): string {
  const abs = Math.abs(value);
  return formatNumber(locale, value, abs >= 100 ? 0 : abs >= 10 ? 1 : 2);
}

/** Hour ending h (1 to 24) as a clock time, 24 h: "16:00". */
export const clockHour = (h: number) => `${String(h % 24).padStart(2, '0')}:00`;

/**
 * Rounds each value to `step` so that the rounded values add up to the rounded sum (largest remainder),
 * so a breakdown shown in any unit still adds up to its total.
 */
export function roundToSum(values: readonly number[], step = 1): number[] {
  const units = values.map((v) => v / step);
  const target = Math.round(units.reduce((a, b) => a + b, 0));
  const floors = units.map(Math.floor);
  let missing = target - floors.reduce((a, b) => a + b, 0);
  const order = units.map((u, i) => [u - Math.floor(u), i] as const).sort((a, b) => b[0] - a[0]);
  for (const [, i] of order) {
    if (missing <= 0) break;
    floors[i]! += 1;
    missing -= 1;
  }
  return floors.map((f) => f * step);
}
