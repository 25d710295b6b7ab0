'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  chilledWater,
  chilledWaterSchema,
  defaultChilledWaterForm,
  loadUnits,
  type PipeCheck,
} from '@/lib/calculators/chilled-water';
import { formatNumber } from '@/lib/calculators/format';
import { M3H_PER_LS, siToDisplay } from '@/lib/calculators/units';
import { NumberField, SelectField, useErrorText } from './Fields';
import { Figure, layoutCls, ResultPanel } from './ResultPanel';
import { Toolbar } from './Toolbar';
import { useFlatCalculator } from './useFlatCalculator';
import { useParsedForm } from './useParsedForm';
import { useUnitLabel } from './units';

const quantities = { deltaT: 'tempDiff', maxFriction: 'pipeFriction' } as const;

/** Chilled-water flow for a cooling load, and the schedule 40 steel pipe that carries it. */
export function ChilledWaterWidget() {
  const t = useTranslations('calculators.chilled-water-pipe.widget');
  const tc = useTranslations('calculators.common');
  const locale = useLocale();
  const { units, form, set, setUnits, ready } = useFlatCalculator(
    defaultChilledWaterForm,
    quantities,
  );
  const unit = useUnitLabel(units);
  const errorText = useErrorText();
  const { result: r, errors } = useParsedForm(chilledWaterSchema, units, form, chilledWater);
  const n = (v: number, d = 1) => formatNumber(locale, v, d);
  const size = (c: PipeCheck) =>
    units === 'si' ? t('dn', { dn: c.pipe.dn }) : t('nps', { nps: c.pipe.nps });
  const speed = (v: number) =>
    `${n(siToDisplay('velocity', v, units), units === 'si' ? 2 : 1)} ${unit('velocity')}`;
  const loss = (pa: number) =>
    `${n(siToDisplay('pipeFriction', pa, units), units === 'si' ? 0 : 2)} ${unit('pipeFriction')}`;

  return (
    <div className="mt-8 space-y-6" data-testid="calculator" data-ready={ready}>
      <Toolbar units={units} onUnits={setUnits} />
      <div className={layoutCls}>
        <fieldset className="grid content-start gap-4 sm:grid-cols-2">
          <legend className="sr-only">{t('legend')}</legend>
          <NumberField
            id="load"
            label={t('load')}
            value={form.load}
            onChange={set('load')}
            error={errorText(errors.load)}
          />
          <SelectField
            id="loadUnit"
            label={t('loadUnit')}
            value={form.loadUnit}
            onChange={set('loadUnit')}
            options={loadUnits.map((u) => ({ value: u, label: tc(`unit.${u}`) }))}
          />
          <NumberField
            id="deltaT"
            label={t('deltaT')}
            unit={unit('tempDiff')}
            value={form.deltaT}
            onChange={set('deltaT')}
            error={errorText(errors.deltaT, unit('tempDiff'))}
            hint={t('deltaTHint')}
          />
          <NumberField
            id="maxFriction"
            label={t('maxFriction')}
            unit={unit('pipeFriction')}
            value={form.maxFriction}
            onChange={set('maxFriction')}
            error={errorText(errors.maxFriction, unit('pipeFriction'))}
            hint={t('maxFrictionHint')}
          />
        </fieldset>
        <ResultPanel heading={t('resultHeading')} ok={!!r} testId="chilled-result">
          {r && (
            <>
              <Figure
                big
                label={t('flow')}
                value={
                  units === 'si'
                    ? t('flowSi', { ls: n(r.flowLs, 2), m3h: n(r.flowLs * M3H_PER_LS) })
                    : `${n(siToDisplay('waterFlow', r.flowLs, 'ip'))} ${unit('waterFlow')}`
                }
                testId="result-main"
              />
              <Figure
                label={t('pipe')}
                value={
                  r.pipe
                    ? `${size(r.pipe)} · ${speed(r.pipe.velocity)} · ${loss(r.pipe.friction)}`
                    : t('tooLarge')
                }
              />
              <table className="mt-4 w-full border-collapse text-sm">
                <caption className="text-start font-semibold text-brand-900">
                  {t('compare')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className="border-b-2 border-gray-300 py-1.5 text-start">
                      {t('size')}
                    </th>
                    <th scope="col" className="border-b-2 border-gray-300 py-1.5 text-end">
                      {t('velocity')}
                    </th>
                    <th scope="col" className="border-b-2 border-gray-300 py-1.5 text-end">
                      {t('friction')}
                    </th>
                    <th scope="col" className="border-b-2 border-gray-300 py-1.5 text-end">
                      {t('verdict')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {r.neighbours.map((c) => (
                    <tr key={c.pipe.dn} className={c === r.pipe ? 'font-semibold' : ''}>
                      <th
                        scope="row"
                        className="border-b border-gray-200 py-1.5 text-start font-medium"
                      >
                        {size(c)}
                      </th>
                      <td className="border-b border-gray-200 py-1.5 text-end tabular-nums">
                        {speed(c.velocity)}
                      </td>
                      <td className="border-b border-gray-200 py-1.5 text-end tabular-nums">
                        {loss(c.friction)}
                      </td>
                      <td className="border-b border-gray-200 py-1.5 text-end">
                        {c.ok ? t('ok') : t('notOk')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="mt-4 text-sm text-gray-700">{t('note')}</p>
            </>
          )}
        </ResultPanel>
      </div>
    </div>
  );
}
