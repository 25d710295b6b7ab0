'use client';

import { useMemo } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import * as z from 'zod/mini';
import { fieldErrors, numberField } from '@/lib/calculators/form';
import { formatNumber } from '@/lib/calculators/format';
import {
  convertFlow,
  convertPower,
  flowUnits,
  powerUnits,
  type FlowUnit,
  type PowerUnit,
} from '@/lib/calculators/units';
import { NumberField, SelectField, useErrorText } from './Fields';
import { layoutCls, ResultPanel } from './ResultPanel';
import { Toolbar } from './Toolbar';
import { useFlatCalculator } from './useFlatCalculator';

const defaults = { power: '2', powerUnit: 'TR', flow: '800', flowUnit: 'CFM' };
// zod/mini, like the calculator schemas in lib/calculators: classic zod would add ~30 KB gzip to this page.
const schema = z.object({
  power: numberField(null, 0, 1e9, 'si'),
  powerUnit: z.enum(powerUnits, { error: 'required' }),
  flow: numberField(null, 0, 1e9, 'si'),
  flowUnit: z.enum(flowUnits, { error: 'required' }),
});

/** Cooling capacity (TR, kW, BTU/h, W) and airflow (CFM, L/s, m³/h), both ways. */
export function ConverterWidget() {
  const t = useTranslations('calculators.unit-converter.widget');
  const tc = useTranslations('calculators.common');
  const locale = useLocale();
  const { form, set, ready } = useFlatCalculator(defaults, {});
  const errorText = useErrorText();
  const parsed = useMemo(() => schema.safeParse(form), [form]);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  const power = parsed.success ? convertPower(parsed.data.power, parsed.data.powerUnit) : null;
  const flow = parsed.success ? convertFlow(parsed.data.flow, parsed.data.flowUnit) : null;
  const n = (v: number) =>
    formatNumber(locale, v, Math.abs(v) >= 1000 ? 0 : Math.abs(v) >= 10 ? 2 : 4);
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
    <div className="mt-8 space-y-6" data-testid="calculator" data-ready={ready}>
      <Toolbar />
      <div className={layoutCls}>
        <fieldset className="grid content-start gap-4 sm:grid-cols-2">
          <legend className="sr-only">{t('legend')}</legend>
          <NumberField
            id="power"
            label={t('power')}
            value={form.power}
            onChange={set('power')}
            error={errorText(errors.power)}
          />
          <SelectField
            id="powerUnit"
            label={t('from')}
            value={form.powerUnit}
            onChange={set('powerUnit')}
            options={powerUnits.map((u) => ({ value: u, label: label(u) }))}
          />
          <NumberField
            id="flow"
            label={t('flow')}
            value={form.flow}
            onChange={set('flow')}
            error={errorText(errors.flow)}
          />
          <SelectField
            id="flowUnit"
            label={t('from')}
            value={form.flowUnit}
            onChange={set('flowUnit')}
            options={flowUnits.map((u) => ({ value: u, label: label(u) }))}
          />
        </fieldset>
        <ResultPanel heading={t('resultHeading')} ok={!!power && !!flow} testId="converter-result">
          <h3 className="mt-3 font-semibold text-brand-900">{t('power')}</h3>
          {power &&
            table(
              powerUnits.map((u) => [u, power[u]]),
              'power-table',
            )}
          <h3 className="mt-5 font-semibold text-brand-900">{t('flow')}</h3>
          {flow &&
            table(
              flowUnits.map((u) => [u, flow[u]]),
              'flow-table',
            )}
          <p className="mt-4 text-sm text-gray-700">{t('note')}</p>
        </ResultPanel>
      </div>
    </div>
  );
}
