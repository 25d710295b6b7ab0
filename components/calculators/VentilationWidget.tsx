'use client';

import { LS_PER_CFM, M3H_PER_LS, siToDisplay } from '@/lib/calculators/units';
import {
  defaultVentilationForm,
  ventilation,
  ventilationRates,
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
  const ip = shell.units === 'ip';
  const dwelling = form.space === 'dwelling';
  // The rates as the edition in the visitor's units prints them (I-P: 5 cfm a person, 0.06 per ft²),
  // and the results converted from L/s, so each line's arithmetic reads in the fields' units.
  const edition = ventilationRates(shell.units);
  const rates = dwelling ? null : edition.spaces[form.space as CommercialSpace];
  const flowUnit = unit('airflow');
  const areaUnit = unit('area');
  const flow = (ls: number, d = 1) => n(siToDisplay('airflow', ls, shell.units), d);
  const flows = (ls: number) =>
    t.rich(ip ? 'flowsIp' : 'flows', {
      ...isolate,
      ls: n(ls),
      cfm: n(ls / LS_PER_CFM, 0),
      m3h: n(ls * M3H_PER_LS, 0),
    });
  // The first figure of a pair is the visitor's system's.
  const pair = (ls: number) => {
    // L/s to the tenth, as in `flows`: one rounding of the same figure in one box.
    const metric = { value: n(ls), unit: tc('unit.Ls') };
    const imperial = { value: n(ls / LS_PER_CFM, 0), unit: tc('unit.CFM') };
    const [first, second] = ip ? [imperial, metric] : [metric, imperial];
    return {
      first: first.value,
      firstUnit: first.unit,
      second: second.value,
      secondUnit: second.unit,
    };
  };

  const mainLabel = dwelling ? t('wholeHouse') : t('outdoorAir');
  const main = r && pair(r.outdoorAir);
  const summary = main
    ? `${mainLabel}: ${main.first} ${main.firstUnit} (${main.second} ${main.secondUnit})`
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
                    areaRate: n(edition.dwelling.perArea, 2),
                    personRate: n(edition.dwelling.perPerson),
                    flow: flowUnit,
                    areaUnit,
                    area: flow(r.areaPart),
                    people: flow(r.peoplePart),
                    bedrooms: form.bedrooms,
                  })}
                </p>
                <Figure
                  label={t('exhaust')}
                  value={t.rich('exhaustValue', { ...isolate, ...pair(r.exhaust) })}
                />
                <p className="mt-2 text-sm text-gray-800">
                  {t('exhaustNote', {
                    kitchen: n(edition.exhaust.kitchen),
                    bathroom: n(edition.exhaust.bathroom),
                    flow: flowUnit,
                  })}
                </p>
              </>
            ) : (
              <>
                <p className="mt-3 text-sm text-gray-800">
                  {t('peoplePart', {
                    rp: n(rates!.rp),
                    flow: flowUnit,
                    people: n(r.people, 0),
                    value: flow(r.peoplePart),
                  })}
                </p>
                <p className="mt-1 text-sm text-gray-800">
                  {t('areaPart', {
                    ra: n(rates!.ra, 2),
                    flow: flowUnit,
                    areaUnit,
                    area: n(siToDisplay('area', input!.area, shell.units), ip ? 0 : 1),
                    value: flow(r.areaPart),
                  })}
                </p>
                <p className="mt-1 text-sm text-gray-800">
                  {t('breathingZone', {
                    value: flow(r.breathingZone),
                    flow: flowUnit,
                    ez: n(input!.ez),
                    out: flow(r.outdoorAir),
                  })}
                </p>
                {/* With nobody in the space there is no rate per person to give. */}
                {r.people > 0 && (
                  <p className="mt-3 text-sm text-gray-800">
                    {t('perPerson', { value: flow(r.outdoorAir / r.people), flow: flowUnit })}
                  </p>
                )}
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
            hint={t('peopleHint', {
              // The editions give densities per 100 m² and per 1,000 ft², with the same figures.
              density: n(rates?.density ?? 0),
              basis: `${n(edition.densityBasis)} ${areaUnit}`,
            })}
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
