'use client';

import { useLocale, useTranslations } from 'next-intl';
import {
  cableSizes,
  capacityUnits,
  defaultElectricalForm,
  eerUnits,
  electricalLoad,
  electricalSchema,
} from '@/lib/calculators/electrical';
import { formatNumber } from '@/lib/calculators/format';
import { Choice, NumberField, SelectField, useErrorText } from './Fields';
import { Figure, layoutCls, ResultPanel } from './ResultPanel';
import { Toolbar } from './Toolbar';
import { useFlatCalculator } from './useFlatCalculator';
import { useParsedForm } from './useParsedForm';
import { useUnitLabel } from './units';

const quantities = { length: 'length' } as const;
const phaseVoltage = { single: '230', three: '400' } as const;

/** Input power and current of an air conditioner, and the voltage drop on its cable (BS 7671). */
export function ElectricalWidget() {
  const t = useTranslations('calculators.ac-electrical-load.widget');
  const tc = useTranslations('calculators.common');
  const locale = useLocale();
  const { units, form, set, setMany, setUnits, ready } = useFlatCalculator(
    defaultElectricalForm,
    quantities,
  );
  const unit = useUnitLabel(units);
  const errorText = useErrorText();
  const { input, result: r, errors } = useParsedForm(electricalSchema, units, form, electricalLoad);
  const n = (v: number, d = 1) => formatNumber(locale, v, d);
  const phase = form.phase === 'three' ? 'three' : 'single';
  // Switching phase moves the voltage to the UAE supply of that phase, unless the visitor typed another.
  const setPhase = (p: 'single' | 'three') =>
    setMany({
      phase: p,
      ...(form.voltage === phaseVoltage[phase] ? { voltage: phaseVoltage[p] } : {}),
    });

  return (
    <div className="mt-8 space-y-6" data-testid="calculator" data-ready={ready}>
      <Toolbar units={units} onUnits={setUnits} />
      <div className={layoutCls}>
        <fieldset className="grid content-start gap-4 sm:grid-cols-2">
          <legend className="sr-only">{t('legend')}</legend>
          <NumberField
            id="capacity"
            label={t('capacity')}
            value={form.capacity}
            onChange={set('capacity')}
            error={errorText(errors.capacity)}
          />
          <SelectField
            id="capacityUnit"
            label={t('capacityUnit')}
            value={form.capacityUnit}
            onChange={set('capacityUnit')}
            options={capacityUnits.map((u) => ({ value: u, label: tc(`unit.${u}`) }))}
          />
          <NumberField
            id="eer"
            label={t('eer')}
            value={form.eer}
            onChange={set('eer')}
            error={errorText(errors.eer)}
            hint={t('eerHint')}
          />
          <SelectField
            id="eerUnit"
            label={t('eerUnit')}
            value={form.eerUnit}
            onChange={set('eerUnit')}
            options={eerUnits.map((u) => ({ value: u, label: t(`eerUnits.${u}`) }))}
          />
          <div className="sm:col-span-2">
            <p className="text-sm font-semibold text-gray-900">{t('phase')}</p>
            <div className="mt-1">
              <Choice
                label={t('phase')}
                value={phase}
                onChange={setPhase}
                testId="phase"
                options={[
                  { value: 'single', label: t('single') },
                  { value: 'three', label: t('three') },
                ]}
              />
            </div>
            <p className="hidden print:block">{t(phase)}</p>
          </div>
          <NumberField
            id="voltage"
            label={t('voltage')}
            unit={tc('unit.V')}
            value={form.voltage}
            onChange={set('voltage')}
            error={errorText(errors.voltage, tc('unit.V'))}
          />
          <NumberField
            id="powerFactor"
            label={t('powerFactor')}
            value={form.powerFactor}
            onChange={set('powerFactor')}
            error={errorText(errors.powerFactor)}
          />
          <NumberField
            id="length"
            label={t('length')}
            unit={unit('length')}
            value={form.length}
            onChange={set('length')}
            error={errorText(errors.length, unit('length'))}
          />
          <SelectField
            id="cableSize"
            label={t('cableSize')}
            value={form.cableSize}
            onChange={set('cableSize')}
            options={cableSizes.map((s) => ({
              value: String(s),
              label: `${n(s)} ${tc('unit.mm2')}`,
            }))}
          />
          <NumberField
            id="maxDrop"
            label={t('maxDrop')}
            unit={tc('unit.percent')}
            value={form.maxDrop}
            onChange={set('maxDrop')}
            error={errorText(errors.maxDrop, tc('unit.percent'))}
            hint={t('maxDropHint')}
          />
        </fieldset>
        <ResultPanel heading={t('resultHeading')} ok={!!r} testId="electrical-result">
          {r && (
            <>
              <Figure
                big
                label={t('current')}
                value={`${n(r.current)} ${tc('unit.A')}`}
                testId="result-main"
              />
              <Figure label={t('input')} value={`${n(r.inputW / 1000, 2)} ${tc('unit.kW')}`} />
              <Figure
                label={t('drop')}
                value={t('dropValue', { volts: n(r.dropVolts, 2), percent: n(r.dropPercent, 2) })}
              />
              <p
                className={`mt-3 rounded-md p-3 text-sm font-semibold ${r.ok ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
                data-testid="drop-verdict"
              >
                {r.ok
                  ? t('dropOk', { limit: n(input!.maxDrop) })
                  : t('dropHigh', { limit: n(input!.maxDrop) })}
              </p>
              <p className="mt-3 text-sm text-gray-800">
                {r.smallestSize
                  ? t('smallest', { size: n(r.smallestSize), unit: tc('unit.mm2') })
                  : t('noneFits')}
              </p>
              <p className="mt-4 text-sm text-gray-700">{t('caution')}</p>
            </>
          )}
        </ResultPanel>
      </div>
    </div>
  );
}
