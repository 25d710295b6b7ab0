'use client';

import { useTranslations } from 'next-intl';
import { climates, climateSlugs, type ClimateSlug } from '@/lib/calculators/climate';
import { labelled, SelectField } from './Fields';

/**
 * The cooling load's emirate, whose climate the calculation takes; where the design data come from
 * a weather station elsewhere, the hint says which.
 */
export function EmirateField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const t = useTranslations('calculators.hvac-cooling-load.widget');
  const te = useTranslations('common.emirates');
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      options={labelled(climateSlugs, te)}
      hint={
        climates[value as ClimateSlug]?.station &&
        t('stationNote', { emirate: te(value as ClimateSlug) })
      }
    />
  );
}
