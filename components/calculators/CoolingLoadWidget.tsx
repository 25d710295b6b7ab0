'use client';

import { useTranslations } from 'next-intl';
import type { QuickResult } from '@/lib/calculators/cooling-load/quick';
import { defaultDetailedForm, defaultQuickForm } from '@/lib/calculators/cooling-load/schema';
import { convertDetailed, convertQuick, fromQuery, toQuery, type CoolingLoadState, type Mode } from '@/lib/calculators/cooling-load/url';
import type { UnitSystem } from '@/lib/calculators/units';
import { Choice } from './Fields';
import { DetailedLoad } from './DetailedLoad';
import { QuickEstimate } from './QuickEstimate';
import { Toolbar } from './Toolbar';
import { useUrlState } from './useUrlState';

/** The HVAC cooling-load calculator: a quick estimate by space type, or the detailed room-by-room load. */
export function CoolingLoadWidget({ defaultQuickResult }: { defaultQuickResult?: QuickResult }) {
  const t = useTranslations('calculators.hvac-cooling-load.widget');
  const initial: CoolingLoadState = { mode: 'quick', units: 'si', quick: defaultQuickForm, detailed: defaultDetailedForm(t('detailed.zoneName', { n: 1 })) };
  const [state, setState, ready] = useUrlState(initial, toQuery, fromQuery);

  const setUnits = (units: UnitSystem) =>
    setState((s) => (s.units === units ? s : { ...s, units, quick: convertQuick(s.quick, s.units, units), detailed: convertDetailed(s.detailed, s.units, units) }));

  return (
    <div className="mt-8 space-y-6" data-testid="calculator" data-ready={ready}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Choice<Mode>
          label={t('mode.label')}
          value={state.mode}
          onChange={(mode) => setState((s) => ({ ...s, mode }))}
          testId="mode"
          options={[{ value: 'quick', label: t('mode.quick') }, { value: 'detailed', label: t('mode.detailed') }]}
        />
        <Toolbar units={state.units} onUnits={setUnits} />
      </div>
      <p className="hidden text-sm text-gray-700 print:block">{t(`mode.${state.mode}`)}</p>
      {state.mode === 'quick' ? (
        <QuickEstimate units={state.units} form={state.quick} defaultResult={defaultQuickResult} onChange={(quick) => setState((s) => ({ ...s, quick }))} />
      ) : (
        <DetailedLoad units={state.units} form={state.detailed} onChange={(detailed) => setState((s) => ({ ...s, detailed }))} />
      )}
    </div>
  );
}
