'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { defaultDetailedForm, defaultQuickForm } from '@/lib/calculators/cooling-load/forms';
import type { CoolingLoadState, Mode } from '@/lib/calculators/cooling-load/url';
import type { UnitSystem } from '@/lib/calculators/units';
import { Choice } from './Fields';
import { QuickEstimate } from './QuickEstimate';
import { Toolbar } from './Toolbar';
import { useUrlState } from './useUrlState';
import type { PrecomputedResults } from '@/lib/calculators/precomputed';

type Engine = typeof import('@/lib/calculators/cooling-load/engine');

// The room-by-room mode, its schemas and the load calculation are fetched after the first paint: the
// page opens on the quick estimate, whose default result the server computed.
const DetailedLoad = lazy(() =>
  import('./DetailedLoad').then((m) => ({ default: m.DetailedLoad })),
);

/** The calculation code, loaded once the page is interactive; null until it is there. */
function useEngine() {
  const [engine, setEngine] = useState<Engine | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/calculators/cooling-load/engine').then((m) => live && setEngine(m));
    return () => {
      live = false;
    };
  }, []);
  return engine;
}

/** The HVAC cooling-load calculator: a quick estimate by space type, or the detailed room-by-room load. */
export function CoolingLoadWidget({ precomputed }: { precomputed?: PrecomputedResults }) {
  const t = useTranslations('calculators.hvac-cooling-load.widget');
  const engine = useEngine();
  const initial: CoolingLoadState = {
    mode: 'quick',
    units: 'si',
    quick: defaultQuickForm,
    detailed: defaultDetailedForm(t('detailed.zoneName', { n: 1 })),
  };
  const [state, setState, ready] = useUrlState(initial, engine);

  const setUnits = (units: UnitSystem) => {
    // The switch converts every typed value, with the engine's codec; it is there long before a tap.
    if (!engine) return;
    setState((s) =>
      s.units === units
        ? s
        : {
            ...s,
            units,
            quick: engine.convertQuick(s.quick, s.units, units),
            detailed: engine.convertDetailed(s.detailed, s.units, units),
          },
    );
  };
  const pending = (
    <p className="mt-3 text-gray-700" role="status">
      {t('calculating')}
    </p>
  );

  return (
    <div className="mt-8 space-y-6" data-testid="calculator" data-ready={ready}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Choice<Mode>
          label={t('mode.label')}
          value={state.mode}
          onChange={(mode) => setState((s) => ({ ...s, mode }))}
          testId="mode"
          options={[
            { value: 'quick', label: t('mode.quick') },
            { value: 'detailed', label: t('mode.detailed') },
          ]}
        />
        <Toolbar units={state.units} onUnits={setUnits} />
      </div>
      <p className="hidden text-sm text-gray-700 print:block">{t(`mode.${state.mode}`)}</p>
      {state.mode === 'quick' ? (
        <QuickEstimate
          units={state.units}
          form={state.quick}
          engine={engine}
          precomputed={precomputed?.quick}
          pending={pending}
          onChange={(quick) => setState((s) => ({ ...s, quick }))}
        />
      ) : (
        <Suspense fallback={pending}>
          <DetailedLoad
            units={state.units}
            form={state.detailed}
            onChange={(detailed) => setState((s) => ({ ...s, detailed }))}
          />
        </Suspense>
      )}
    </div>
  );
}
