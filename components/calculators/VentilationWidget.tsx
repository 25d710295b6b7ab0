'use client';

import {
  LS_PER_CFM,
  M2_PER_FT2,
  M3H_PER_LS,
  perAreaToDisplay,
  siToDisplay,
} from '@/lib/calculators/units';
import {
  DWELLING_RATES,
  LOCAL_EXHAUST,
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
  const ip = shell.units === 'ip';
  const dwelling = form.space === 'dwelling';
  const rates = dwelling ? null : commercialSpaces[form.space as CommercialSpace];
  // The standards' rates are in SI; the imperial mode shows every line in CFM and ft², converted
  // exactly, so each line's arithmetic reads in the units of the fields above it.
  const flowUnit = unit('airflow');
  const areaUnit = unit('area');
  const flow = (ls: number, d = 1) => n(siToDisplay('airflow', ls, shell.units), d);
  const flowPerArea = (lsPerM2: number) =>
    n(siToDisplay('airflow', perAreaToDisplay(lsPerM2, shell.units), shell.units), ip ? 3 : 2);
  const flows = (ls: number) =>
    t.rich(ip ? 'flowsIp' : 'flows', {
      ...isolate,
      ls: n(ls),
      cfm: n(ls / LS_PER_CFM, 0),
      m3h: n(ls * M3H_PER_LS, 0),
    });
  // The first figure of a pair is the visitor's system's.
  const pair = (ls: number) => {
    const metric = { value: n(ls, 0), unit: tc('unit.Ls') };
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
                    areaRate: flowPerArea(DWELLING_RATES.perArea),
                    personRate: flow(DWELLING_RATES.perPerson),
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
                    kitchen: flow(LOCAL_EXHAUST.kitchen, 0),
                    bathroom: flow(LOCAL_EXHAUST.bathroom, 0),
                    flow: flowUnit,
                  })}
                </p>
              </>
            ) : (
              <>
                <p className="mt-3 text-sm text-gray-800">
                  {t('peoplePart', {
                    rp: flow(rates!.rp),
                    flow: flowUnit,
                    people: n(r.people, 0),
                    value: flow(r.peoplePart),
                  })}
                </p>
                <p className="mt-1 text-sm text-gray-800">
                  {t('areaPart', {
                    ra: flowPerArea(rates!.ra),
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
                  })}
                </p>
                <p className="mt-3 text-sm text-gray-800">
                  {t('perPerson', {
                    value: flow(r.people ? r.outdoorAir / r.people : 0),
                    flow: flowUnit,
                  })}
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
            hint={t('peopleHint', {
              // The standards give densities per 100 m² in SI and per 1,000 ft² in I-P.
              // (1,000 ft² is 10 × 92.9 m², so per 1,000 ft² is per 100 m² × 10 × M2_PER_FT2.)
              density: n((rates?.density ?? 0) * (ip ? 10 * M2_PER_FT2 : 1), ip ? 1 : 0),
              basis: ip ? `${n(1000)} ${areaUnit}` : `${n(100)} ${areaUnit}`,
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
