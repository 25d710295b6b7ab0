'use client';

import { useTranslations, type Messages } from 'next-intl';
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
