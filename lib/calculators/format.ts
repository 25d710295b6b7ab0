// Numbers as the page shows them: grouped for the page's language, always in Western digits (the
// site's choice for Arabic too, as UAE price tags and meters show them).

import { infoFor } from '@/lib/i18n/locales';

const cache = new Map<string, Intl.NumberFormat>();

function intlFormat(
  locale: string,
  value: number,
  maximumFractionDigits: number,
  minimumFractionDigits: number,
): string {
  const key = `${locale}|${maximumFractionDigits}|${minimumFractionDigits}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(infoFor(locale).numberTag, {
      maximumFractionDigits,
      minimumFractionDigits,
    });
    cache.set(key, f);
  }
  return f.format(value);
}

/**
 * |value| rounded to `digits` decimals the way Intl does: on the shortest decimal that reads back as the
 * same number (1.005 is "1.005", so it rounds up to 1.01), half away from zero.
 */
function roundDecimal(abs: number, digits: number): string {
  const shortest = abs.toString();
  // Exponent form below 1e-6: far from any half at the few decimals shown here.
  if (shortest.includes('e')) return abs.toFixed(digits);
  const [whole, fraction = ''] = shortest.split('.');
  if (fraction.length <= digits)
    return digits ? `${whole}.${fraction.padEnd(digits, '0')}` : whole!;
  const kept =
    BigInt(whole! + fraction.slice(0, digits)) + (fraction.charCodeAt(digits) >= 53 ? 1n : 0n);
  const all = kept.toString().padStart(digits + 1, '0');
  return digits ? `${all.slice(0, -digits)}.${all.slice(-digits)}` : all;
}

/**
 * What Intl.NumberFormat writes for en-AE and ar-AE with Western digits (format.test.ts compares the two
 * over many values), without Intl: the first Intl.NumberFormat a page creates loads the browser's
 * locale data, about 15 ms of main thread on a desktop and four times that on a phone, while the
 * calculator hydrates.
 */
export function formatNumber(
  locale: string,
  value: number,
  maximumFractionDigits = 0,
  minimumFractionDigits = 0,
): string {
  // -0 reads oddly on a result.
  const v = Object.is(value, -0) ? 0 : value;
  if (!Number.isFinite(v) || Math.abs(v) >= 1e21)
    return intlFormat(locale, v, maximumFractionDigits, minimumFractionDigits);
  const [whole, fraction = ''] = roundDecimal(Math.abs(v), maximumFractionDigits).split('.');
  let digits = fraction;
  while (digits.length > minimumFractionDigits && digits.endsWith('0'))
    digits = digits.slice(0, -1);
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  // Right-to-left text gets a left-to-right mark before the minus sign, so "-5" stays "-5".
  const sign = v < 0 ? (infoFor(locale).dir === 'rtl' ? '\u200e-' : '-') : '';
  return `${sign}${grouped}${digits ? `.${digits}` : ''}`;
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
