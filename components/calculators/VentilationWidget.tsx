'use client';

import { LS_PER_CFM, M3H_PER_LS } from '@/lib/calculators/units';
import {
  commercialSpaces,
  defaultVentilationForm,
  ventilation,
  ventilationSchema,
  ventilationSpaces,
  type CommercialSpace,
} from '@/lib/calculators/ventilation';
import { NumberField, SelectField, labelled } from './Fields';
import { FlatCalculator } from './FlatCalculator';
import { Figure, isolate } from './ResultPanel';
import { useFlatCalculator } from './useFlatCalculator';
import { useFigures } from './units';

const calculator = {
  slug: 'ventilation',
  defaults: defaultVentilationForm,
  quantities: { area: 'area' },
  schemaFor: ventilationSchema,
  compute: ventilation,
} as const;

/** Outdoor air by ASHRAE 62.1 (offices, shops, classrooms, restaurants, gyms) or 62.2 (homes). */
export function VentilationWidget() {
  const { t, form, input, result: r, number, select, shell } = useFlatCalculator(calculator);
  const { tc, n, unit } = useFigures(shell.units);
  const dwelling = form.space === 'dwelling';
  const rates = dwelling ? null : commercialSpaces[form.space as CommercialSpace];
  const flows = (ls: number) =>
    t.rich('flows', {
      ...isolate,
      ls: n(ls),
      cfm: n(ls / LS_PER_CFM, 0),
      m3h: n(ls * M3H_PER_LS, 0),
    });

  const mainLabel = dwelling ? t('wholeHouse') : t('outdoorAir');
  const summary = r
    ? `${mainLabel}: ${n(r.outdoorAir)} ${tc('unit.Ls')} (${n(r.outdoorAir / LS_PER_CFM, 0)} ${tc('unit.CFM')})`
    : '';

  return (
    <FlatCalculator
      {...shell}
      columns={1}
      testId="ventilation-result"
      summary={summary}
      result={
        r && (
          <>
            <Figure big label={mainLabel} value={flows(r.outdoorAir)} testId="result-main" />
            {dwelling ? (
              <>
                <p className="mt-3 text-sm text-gray-800">
                  {t('dwellingFormula', {
                    area: n(r.areaPart),
                    people: n(r.peoplePart),
                    bedrooms: form.bedrooms,
                  })}
                </p>
                <Figure
                  label={t('exhaust')}
                  value={t.rich('exhaustValue', {
                    ...isolate,
                    ls: n(r.exhaust, 0),
                    cfm: n(r.exhaust / LS_PER_CFM, 0),
                  })}
                />
                <p className="mt-2 text-sm text-gray-800">{t('exhaustNote')}</p>
              </>
            ) : (
              <>
                <p className="mt-3 text-sm text-gray-800">
                  {t('peoplePart', {
                    rp: n(rates!.rp),
                    people: n(r.people, 0),
                    value: n(r.peoplePart),
                  })}
                </p>
                <p className="mt-1 text-sm text-gray-800">
                  {t('areaPart', {
                    ra: n(rates!.ra),
                    area: n(input!.area),
                    value: n(r.areaPart),
                  })}
                </p>
                <p className="mt-1 text-sm text-gray-800">
                  {t('breathingZone', { value: n(r.breathingZone), ez: n(input!.ez) })}
                </p>
                <p className="mt-3 text-sm text-gray-800">
                  {t('perPerson', { value: n(r.people ? r.outdoorAir / r.people : 0) })}
                </p>
              </>
            )}
            <p className="mt-4 text-sm text-gray-700">{tc('noteDesign')}</p>
          </>
        )
      }
    >
      <SelectField
        {...select('space', t('space'))}
        options={labelled(ventilationSpaces, (s) => t(`spaces.${s}`))}
      />
      <NumberField {...number('area', t('area'), unit('area'))} />
      {dwelling ? (
        <>
          <NumberField {...number('bedrooms', t('bedrooms'))} />
          <NumberField {...number('bathrooms', t('bathrooms'))} />
        </>
      ) : (
        <>
          <NumberField
            {...number('people', t('people'))}
            hint={t('peopleHint', { density: n(rates?.density ?? 0, 0) })}
            placeholder={t('peoplePlaceholder')}
          />
          <SelectField
            {...select('ez', t('ez'))}
            hint={t('ezHint')}
            options={(
              [
                ['1', '1'],
                ['0.8', '0_8'],
                ['1.2', '1_2'],
              ] as const
            ).map(([value, key]) => ({ value, label: t(`ezOptions.${key}`) }))}
          />
        </>
      )}
    </FlatCalculator>
  );
}
