'use client';

import { useTranslations } from 'next-intl';
import { climates, climateSlugs, type ClimateSlug } from '@/lib/calculators/climate';
import { labelled, SelectField } from './Fields';

/**
 * The cooling load's emirate, whose climate the calculation takes; where the design data come from
 * a weather station elsewhere, the hint says which.
 */
export function EmirateField(field: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { value } = field;
  const t = useTranslations('calculators.hvac-cooling-load.widget');
  const te = useTranslations('common.emirates');
  const tc = useTranslations('common');
  return (
    <SelectField
      {...field}
      // The same names as every form's emirate list (lib/requests/choices.ts): «العين (إمارة أبوظبي)».
      options={labelled(climateSlugs, (s) => {
        const own = `emirateChoice.${s}` as 'emirateChoice.al-ain';
        return tc.has(own) ? tc(own) : te(s);
      })}
      hint={
        climates[value as ClimateSlug]?.station &&
        t('stationNote', { emirate: te(value as ClimateSlug) })
      }
    />
  );
}
