'use client';

import {
  cableSizes,
  capacityUnits,
  defaultElectricalForm,
  eerUnits,
  electricalLoad,
  electricalSchema,
} from '@/lib/calculators/electrical';
import { ChoiceField, NumberField, SelectField, labelled } from './Fields';
import { FlatCalculator } from './FlatCalculator';
import { Figure } from './ResultPanel';
import { useFlatCalculator } from './useFlatCalculator';
import { useFigures } from './units';

const calculator = {
  slug: 'ac-electrical-load',
  defaults: defaultElectricalForm,
  quantities: { length: 'length' },
  schemaFor: electricalSchema,
  compute: electricalLoad,
} as const;
const phaseVoltage = { single: '230', three: '400' } as const;

/** Input power and current of an air conditioner, and the voltage drop on its cable (BS 7671). */
export function ElectricalWidget() {
  const {
    t,
    form,
    setMany,
    input,
    result: r,
    number,
    select,
    shell,
  } = useFlatCalculator(calculator);
  const { tc, n, fixed, unit } = useFigures(shell.units);
  const phase = form.phase === 'three' ? 'three' : 'single';
  // Switching phase moves the voltage to the UAE supply of that phase, unless the visitor typed another.
  const setPhase = (p: 'single' | 'three') =>
    setMany({
      phase: p,
      ...(form.voltage === phaseVoltage[phase] ? { voltage: phaseVoltage[p] } : {}),
    });

  return (
    <FlatCalculator
      {...shell}
      testId="electrical-result"
      summary={r ? `${t('current')}: ${n(r.current)} ${tc('unit.A')}` : ''}
      result={
        r && (
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
              value={t('dropValue', {
                volts: fixed(r.dropVolts, 2),
                percent: fixed(r.dropPercent, 2),
              })}
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
        )
      }
    >
      <NumberField {...number('capacity', t('capacity'))} />
      <SelectField
        {...select('capacityUnit', t('capacityUnit'))}
        options={labelled(capacityUnits, (u) => tc(`unit.${u}`))}
      />
      <NumberField {...number('eer', t('eer'))} hint={t('eerHint')} />
      <SelectField
        {...select('eerUnit', t('eerUnit'))}
        options={labelled(eerUnits, (u) => t(`eerUnits.${u}`))}
      />
      <ChoiceField
        className="sm:col-span-2"
        label={t('phase')}
        value={phase}
        onChange={setPhase}
        testId="phase"
        options={labelled(['single', 'three'], (p) => t(p))}
      />
      <NumberField {...number('voltage', t('voltage', { phase }), tc('unit.V'))} />
      <NumberField {...number('powerFactor', t('powerFactor'))} />
      <NumberField {...number('length', t('length'), unit('length'))} />
      <SelectField
        {...select('cableSize', t('cableSize'))}
        options={cableSizes.map((s) => ({ value: String(s), label: `${n(s)} ${tc('unit.mm2')}` }))}
      />
      <NumberField
        {...number('maxDrop', t('maxDrop'), tc('unit.percent'))}
        hint={t('maxDropHint')}
      />
    </FlatCalculator>
  );
}
