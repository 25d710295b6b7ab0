'use client';

import { useLocale, useTranslations } from 'next-intl';
import * as z from 'zod/mini';
import { numberField } from '@/lib/calculators/form';
import { formatNumber } from '@/lib/calculators/format';
import {
  convertFlow,
  convertPower,
  flowUnits,
  powerUnits,
  type FlowUnit,
  type PowerUnit,
} from '@/lib/calculators/units';
import { NumberField, SelectField, labelled } from './Fields';
import { FlatCalculator } from './FlatCalculator';
import { useFlatCalculator } from './useFlatCalculator';

const defaults = { power: '2', powerUnit: 'TR', flow: '800', flowUnit: 'CFM' };
// zod/mini, like the calculator schemas in lib/calculators: classic zod would add ~30 KB gzip to this page.
const schema = z.object({
  power: numberField(null, 0, 1e9, 'si'),
  powerUnit: z.enum(powerUnits, { error: 'required' }),
  flow: numberField(null, 0, 1e9, 'si'),
  flowUnit: z.enum(flowUnits, { error: 'required' }),
});
// The same schema in either system: nothing here has a unit system to switch.
const schemaFor = () => schema;
const convert = (input: z.infer<typeof schema>) => ({
  power: convertPower(input.power, input.powerUnit),
  flow: convertFlow(input.flow, input.flowUnit),
});
const calculator = {
  slug: 'unit-converter',
  defaults,
  quantities: null,
  schemaFor,
  compute: convert,
} as const;

/** Cooling capacity (TR, kW, BTU/h, W) and airflow (CFM, L/s, m³/h), both ways. */
export function ConverterWidget() {
  const tc = useTranslations('calculators.common');
  const locale = useLocale();
  const { t, result, number, select, shell } = useFlatCalculator(calculator);
  // Five significant figures at every size (7.0337 and 10.551 kW), whole numbers from 10,000 up.
  const n = (v: number) =>
    formatNumber(locale, v, v === 0 ? 0 : Math.max(0, 4 - Math.floor(Math.log10(Math.abs(v)))));
  const label = (u: PowerUnit | FlowUnit) => tc(`unit.${u}`);

  const table = (rows: [string, number][], testId: string) => (
    <table className="mt-3 w-full border-collapse text-sm" data-testid={testId}>
      <tbody>
        {rows.map(([u, v]) => (
          <tr key={u}>
            <th scope="row" className="border-b border-gray-200 py-1.5 text-start font-medium">
              {label(u as PowerUnit)}
            </th>
            <td className="border-b border-gray-200 py-1.5 text-end text-lg font-semibold tabular-nums">
              {n(v)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <FlatCalculator
      {...shell}
      testId="converter-result"
      summary={
        result
          ? `${powerUnits.map((u) => `${n(result.power[u])} ${label(u)}`).join(' = ')}${locale === 'ar' ? '؛' : ';'} ${flowUnits
              .map((u) => `${n(result.flow[u])} ${label(u)}`)
              .join(' = ')}`
          : ''
      }
      result={
        result && (
          <>
            <h3 className="mt-3 font-semibold text-brand-900">{t('power')}</h3>
            {table(
              powerUnits.map((u) => [u, result.power[u]]),
              'power-table',
            )}
            <h3 className="mt-5 font-semibold text-brand-900">{t('flow')}</h3>
            {table(
              flowUnits.map((u) => [u, result.flow[u]]),
              'flow-table',
            )}
            <p className="mt-4 text-sm text-gray-700">{t('note')}</p>
          </>
        )
      }
    >
      <NumberField {...number('power', t('power'))} />
      <SelectField {...select('powerUnit', t('from'))} options={labelled(powerUnits, label)} />
      <NumberField {...number('flow', t('flow'))} />
      <SelectField {...select('flowUnit', t('from'))} options={labelled(flowUnits, label)} />
    </FlatCalculator>
  );
}
