'use client';

import {
  aspectRatio,
  defaultDuctForm,
  ductAtSize,
  ductSchema,
  ductSize,
  ductUsualValues,
  roundUpSize,
} from '@/lib/calculators/duct';
import { siToDisplay } from '@/lib/calculators/units';
import { ChoiceField, NumberField, labelled } from './Fields';
import { FlatCalculator } from './FlatCalculator';
import { Figure } from './ResultPanel';
import { useFlatCalculator } from './useFlatCalculator';
import { useFigures } from './units';

const calculator = {
  slug: 'duct-size',
  defaults: defaultDuctForm,
  quantities: {
    airflow: 'airflow',
    friction: 'friction',
    velocity: 'velocity',
    height: 'ductSize',
  },
  usual: ductUsualValues,
  schemaFor: ductSchema,
  compute: ductSize,
} as const;

/** Round and rectangular duct size for an airflow, by equal friction or by velocity. */
export function DuctWidget() {
  const { t, units, form, set, input, result: r, number, shell } = useFlatCalculator(calculator);
  const { n, unit, withUnit } = useFigures(units, 0);
  const size = (mm: number, d = 0) =>
    withUnit('ductSize', siToDisplay('ductSize', mm, units), units === 'si' ? d : 1);
  const method = form.method === 'velocity' ? 'velocity' : 'friction';
  const ordered = r && roundUpSize(r.diameter, units);
  const round = r && t('roundValue', { exact: size(r.diameter), rounded: size(ordered!) });
  // What the customer installs is the size to order, so its velocity and friction are the ones shown.
  const atOrdered = r && ductAtSize(input!.airflow, ordered!);
  const orderedWidth = r ? roundUpSize(r.width, units) : 0;
  // The ratio of the rectangular duct shown (its width to order), not of the width calculated.
  const aspect = r ? aspectRatio(orderedWidth, input!.height) : 0;

  return (
    <FlatCalculator
      {...shell}
      columns={1}
      testId="duct-result"
      summary={`${t('round')}: ${round}`}
      result={
        r && (
          <>
            <Figure big label={t('round')} value={round} testId="result-main" />
            <Figure
              label={t('rectangular')}
              value={t('rectValue', {
                width: size(orderedWidth),
                height: size(input!.height),
                exact: size(r.width),
              })}
            />
            <Figure
              label={t('velocityResult', { size: size(ordered!) })}
              value={`${n(siToDisplay('velocity', atOrdered!.velocity, units), units === 'si' ? 1 : 0)} ${unit('velocity')}`}
            />
            <Figure
              label={t('frictionResult', { size: size(ordered!) })}
              value={`${n(siToDisplay('friction', atOrdered!.friction, units), units === 'si' ? 2 : 3)} ${unit('friction')}`}
            />
            {aspect > 4 && (
              <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                {t('aspectWarning', { ratio: n(aspect, 1) })}
              </p>
            )}
            <p className="mt-4 text-sm text-gray-700">{t('note')}</p>
          </>
        )
      }
    >
      <NumberField {...number('airflow', t('airflow'), unit('airflow'))} />
      <ChoiceField
        label={t('method')}
        value={method}
        onChange={set('method')}
        testId="method"
        options={labelled(['friction', 'velocity'], (m) => t(m))}
      />
      {method === 'friction' ? (
        <NumberField
          {...number('friction', t('frictionRate'), unit('friction'))}
          hint={t('frictionHint', { units })}
        />
      ) : (
        <NumberField
          {...number('velocity', t('designVelocity'), unit('velocity'))}
          hint={t('velocityHint', { units })}
        />
      )}
      <NumberField {...number('height', t('height'), unit('ductSize'))} />
    </FlatCalculator>
  );
}
