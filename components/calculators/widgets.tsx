'use client';

import type { ComponentType } from 'react';
import dynamic from 'next/dynamic';
import type { CalculatorSlug } from '@/lib/catalogue';
import type { PrecomputedResults } from '@/lib/calculators/precomputed';

// The client widget of each calculator page; everything around it renders on the server. Each widget
// is a chunk of its own, rendered into the prerendered HTML as before: imported statically, every
// calculator page loaded the code of all six.
const widgets = {
  'hvac-cooling-load': dynamic(() =>
    import('./CoolingLoadWidget').then((m) => m.CoolingLoadWidget),
  ),
  ventilation: dynamic(() => import('./VentilationWidget').then((m) => m.VentilationWidget)),
  'unit-converter': dynamic(() => import('./ConverterWidget').then((m) => m.ConverterWidget)),
  'ac-electrical-load': dynamic(() => import('./ElectricalWidget').then((m) => m.ElectricalWidget)),
  'duct-size': dynamic(() => import('./DuctWidget').then((m) => m.DuctWidget)),
  'chilled-water-pipe': dynamic(() =>
    import('./ChilledWaterWidget').then((m) => m.ChilledWaterWidget),
  ),
} satisfies Record<CalculatorSlug, unknown>;

export function CalculatorWidget({
  calculator,
  precomputed,
}: {
  calculator: CalculatorSlug;
  precomputed?: PrecomputedResults;
}) {
  const Widget: ComponentType<{ precomputed?: PrecomputedResults }> = widgets[calculator];
  return <Widget precomputed={precomputed} />;
}
