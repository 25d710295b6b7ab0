'use client';

import { useLocale, useTranslations } from 'next-intl';
import { defaultDuctForm, ductSchema, ductSize, roundUpSize } from '@/lib/calculators/duct';
import { formatNumber } from '@/lib/calculators/format';
import { siToDisplay } from '@/lib/calculators/units';
import { Choice, NumberField, useErrorText } from './Fields';
import { Figure, layoutCls, ResultPanel } from './ResultPanel';
import { Toolbar } from './Toolbar';
import { useFlatCalculator } from './useFlatCalculator';
import { useParsedForm } from './useParsedForm';
import { useUnitLabel } from './units';

const quantities = {
  airflow: 'airflow',
  friction: 'friction',
  velocity: 'velocity',
  height: 'ductSize',
} as const;

/** Round and rectangular duct size for an airflow, by equal friction or by velocity. */
export function DuctWidget() {
  const t = useTranslations('calculators.duct-size.widget');
  const locale = useLocale();
  const { units, form, set, setUnits, ready } = useFlatCalculator(defaultDuctForm, quantities);
  const unit = useUnitLabel(units);
  const errorText = useErrorText();
  const { input, result: r, errors } = useParsedForm(ductSchema, units, form, ductSize);
  const n = (v: number, d = 0) => formatNumber(locale, v, d);
  const size = (mm: number, d = 0) =>
    `${n(siToDisplay('ductSize', mm, units), units === 'si' ? d : 1)} ${unit('ductSize')}`;
  const method = form.method === 'velocity' ? 'velocity' : 'friction';

  return (
    <div className="mt-8 space-y-6" data-testid="calculator" data-ready={ready}>
      <Toolbar units={units} onUnits={setUnits} />
      <div className={layoutCls}>
        <fieldset className="grid content-start gap-4">
          <legend className="sr-only">{t('legend')}</legend>
          <NumberField
            id="airflow"
            label={t('airflow')}
            unit={unit('airflow')}
            value={form.airflow}
            onChange={set('airflow')}
            error={errorText(errors.airflow, unit('airflow'))}
          />
          <div>
            <p className="text-sm font-semibold text-gray-900">{t('method')}</p>
            <div className="mt-1">
              <Choice
                label={t('method')}
                value={method}
                onChange={set('method')}
                testId="method"
                options={[
                  { value: 'friction', label: t('friction') },
                  { value: 'velocity', label: t('velocity') },
                ]}
              />
            </div>
            <p className="hidden print:block">{t(method)}</p>
          </div>
          {method === 'friction' ? (
            <NumberField
              id="friction"
              label={t('frictionRate')}
              unit={unit('friction')}
              value={form.friction}
              onChange={set('friction')}
              error={errorText(errors.friction, unit('friction'))}
              hint={t('frictionHint')}
            />
          ) : (
            <NumberField
              id="velocity"
              label={t('designVelocity')}
              unit={unit('velocity')}
              value={form.velocity}
              onChange={set('velocity')}
              error={errorText(errors.velocity, unit('velocity'))}
              hint={t('velocityHint')}
            />
          )}
          <NumberField
            id="height"
            label={t('height')}
            unit={unit('ductSize')}
            value={form.height}
            onChange={set('height')}
            error={errorText(errors.height, unit('ductSize'))}
          />
        </fieldset>
        <ResultPanel heading={t('resultHeading')} ok={!!r} testId="duct-result">
          {r && (
            <>
              <Figure
                big
                label={t('round')}
                value={t('roundValue', {
                  exact: size(r.diameter),
                  rounded: size(roundUpSize(r.diameter, units)),
                })}
                testId="result-main"
              />
              <Figure
                label={t('rectangular')}
                value={t('rectValue', {
                  width: size(roundUpSize(r.width, units)),
                  height: size(input!.height),
                  exact: size(r.width),
                })}
              />
              <Figure
                label={t('velocityResult')}
                value={`${n(siToDisplay('velocity', r.velocity, units), units === 'si' ? 1 : 0)} ${unit('velocity')}`}
              />
              <Figure
                label={t('frictionResult')}
                value={`${n(siToDisplay('friction', r.friction, units), units === 'si' ? 2 : 3)} ${unit('friction')}`}
              />
              {r.aspectRatio > 4 && (
                <p className="mt-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
                  {t('aspectWarning', { ratio: n(r.aspectRatio, 1) })}
                </p>
              )}
              <p className="mt-4 text-sm text-gray-700">{t('note')}</p>
            </>
          )}
        </ResultPanel>
      </div>
    </div>
  );
}
