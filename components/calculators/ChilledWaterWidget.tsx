'use client';

import { useLocale } from 'next-intl';
import {
  chilledWater,
  chilledWaterSchema,
  defaultChilledWaterForm,
  loadUnits,
  type PipeCheck,
} from '@/lib/calculators/chilled-water';
import { M3H_PER_LS, siToDisplay } from '@/lib/calculators/units';
import { cn } from '@/components/ui/cn';
import { NumberField, SelectField, labelled } from './Fields';
import { FlatCalculator } from './FlatCalculator';
import { Figure } from './ResultPanel';
import { ScrollTable } from './ScrollTable';
import { useFlatCalculator } from './useFlatCalculator';
import { useFigures } from './units';

const calculator = {
  slug: 'chilled-water-pipe',
  defaults: defaultChilledWaterForm,
  quantities: { deltaT: 'tempDiff', maxFriction: 'pipeFriction' },
  // 5.5 K is written 10 °F in imperial, as the hint says, not 9.9.
  usual: { deltaT: { si: '5.5', ip: '10' } },
  schemaFor: chilledWaterSchema,
  compute: chilledWater,
} as const;

/** Chilled-water flow for a cooling load, and the schedule 40 steel pipe that carries it. */
export function ChilledWaterWidget() {
  const { t, units, result: r, number, select, shell } = useFlatCalculator(calculator);
  const { tc, n, unit } = useFigures(units);
  const semicolon = useLocale() === 'ar' ? '؛' : ';';
  const size = (c: PipeCheck) =>
    units === 'si'
      ? t('dn', { dn: c.pipe.dn })
      : // Arabic counts 3 to 10 with a plural noun: «6 بوصات», «12 بوصة», «3/4 بوصة».
        t('nps', { nps: c.pipe.nps, few: /^(?:[3-9]|10)$/.test(c.pipe.nps) ? 'yes' : 'no' });
  const speed = (v: number) =>
    `${n(siToDisplay('waterVelocity', v, units), units === 'si' ? 2 : 1)} ${unit('waterVelocity')}`;
  const loss = (pa: number) =>
    `${n(siToDisplay('pipeFriction', pa, units), units === 'si' ? 0 : 2)} ${unit('pipeFriction')}`;

  const flow =
    r &&
    (units === 'si'
      ? t('flowSi', { ls: n(r.flowLs, 2), m3h: n(r.flowLs * M3H_PER_LS) })
      : `${n(siToDisplay('waterFlow', r.flowLs, 'ip'))} ${unit('waterFlow')}`);
  const summary = r
    ? `${t('flow')}: ${flow}${semicolon} ${t('pipe')}: ${r.pipe ? size(r.pipe) : t('tooLarge')}`
    : '';

  return (
    <FlatCalculator
      {...shell}
      testId="chilled-result"
      summary={summary}
      result={
        r && (
          <>
            <Figure big label={t('flow')} value={flow} testId="result-main" />
            <Figure
              label={t('pipe')}
              value={
                r.pipe
                  ? // Each figure isolated (FSI…PDI): in Arabic «DN 125» and 1.18 would run together.
                    [size(r.pipe), speed(r.pipe.velocity), loss(r.pipe.friction)]
                      .map((part) => `\u2068${part}\u2069`)
                      .join(' · ')
                  : t('tooLarge')
              }
            />
            <div className="mt-4">
              <ScrollTable labelId="compare-caption" caption={t('compare')} hint={tc('scrollHint')}>
                <thead>
                  <tr>
                    {(['size', 'velocity', 'friction', 'verdict'] as const).map((k, i) => (
                      <th
                        key={k}
                        scope="col"
                        className={cn(
                          'border-b-2 border-gray-300 py-1.5',
                          i ? 'text-end' : 'text-start',
                        )}
                      >
                        {t(k)}
                      </th>
                    ))}
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
              </ScrollTable>
            </div>
            <p className="mt-4 text-sm text-gray-700">{t('note')}</p>
          </>
        )
      }
    >
      <NumberField {...number('load', t('load'))} />
      <SelectField
        {...select('loadUnit', t('loadUnit'))}
        options={labelled(loadUnits, (u) => tc(`unit.${u}`))}
      />
      <NumberField
        {...number('deltaT', t('deltaT'), unit('tempDiff'))}
        hint={t('deltaTHint', { units })}
      />
      <NumberField
        {...number('maxFriction', t('maxFriction'), unit('pipeFriction'))}
        hint={t('maxFrictionHint', { units })}
      />
    </FlatCalculator>
  );
}
