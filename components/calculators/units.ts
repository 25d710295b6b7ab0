'use client';

import { useLocale, useTranslations, type Messages } from 'next-intl';
import { formatNumber } from '@/lib/calculators/format';
import type { Quantity, UnitSystem } from '@/lib/calculators/units';

type UnitKey = keyof Messages['calculators']['common']['unit'];

const keys: Record<Quantity, [UnitKey, UnitKey]> = {
  length: ['m', 'ft'],
  area: ['m2', 'ft2'],
  uValue: ['uSi', 'uIp'],
  airflow: ['Ls', 'CFM'],
  temperature: ['C', 'F'],
  friction: ['Pam', 'inwg'],
  velocity: ['ms', 'fpm'],
  waterVelocity: ['ms', 'fps'],
  ductSize: ['mm', 'in'],
  tempDiff: ['K', 'dF'],
  pipeFriction: ['Pam', 'ftwg'],
  waterFlow: ['Ls', 'gpm'],
};

/** The unit label of a quantity in the visitor's system, in the page's language. */
export function useUnitLabel(system: UnitSystem) {
  const t = useTranslations('calculators.common.unit');
  return (q: Quantity) => t(keys[q][system === 'si' ? 0 : 1]);
}

/**
 * What a widget writes its figures with: the common words (units, notes), numbers in the page's
 * locale (`digits` after the point unless told) and the unit label of each quantity.
 */
export function useFigures(system: UnitSystem, digits = 1) {
  const tc = useTranslations('calculators.common');
  const locale = useLocale();
  const unit = useUnitLabel(system);
  const n = (v: number, d = digits) => formatNumber(locale, v, d);
  /** Always `d` decimals, for figures read side by side (1.00 V beside 15.94 V). */
  const fixed = (v: number, d: number) => formatNumber(locale, v, d, d);
  const tu = useTranslations('calculators.common.unit');
  /** A figure and its unit: Arabic counts three to ten inches in the plural («6 بوصات», «12 بوصة»). */
  const withUnit = (q: Quantity, v: number, d = digits) => {
    const text = n(v, d);
    const few = system === 'ip' && keys[q][1] === 'in' && /^(?:[3-9]|10)$/.test(text);
    return `${text} ${few ? tu('inFew') : unit(q)}`;
  };
  return { tc, n, fixed, unit, withUnit };
}
